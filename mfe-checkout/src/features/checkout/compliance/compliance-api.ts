/**
 * The checkout's pre-check of its lines against the compliance rules (issue 30): `POST
 * /Compliance/evaluate`. The browser asks the server rather than reading attributes off the cart's
 * lines: the rules and the products' attributes live in one place (the API's rule set and the
 * catalogue), the cart's line shape stays as the specification has it, and the very evaluator that
 * refuses the order answers the shopper (docs/decisions/0026).
 */
import type { CartItem } from 'shared-contracts';
import type { ComplianceEvaluateResponse, ComplianceRefusedError } from 'shared-contracts/api/compliance';
import type { LineRefusal } from 'shared-contracts/domain/compliance';
import type { ComplianceEvaluateRequest } from 'shared-contracts/schemas/compliance';
import { ApiCallError, apiCall } from 'shared-kit';

/** Each refused line's refusals, by the cart line's id (as a string). */
export type LineRefusals = ReadonlyMap<string, LineRefusal[]>;

export const NO_REFUSALS: LineRefusals = new Map();

export interface Place {
  state: string;
  zip: string;
}

export interface ComplianceQuery {
  shipTo: Place | null;
  /** The dealer's place, and its directory id when the picker chose it (its SOT status counts for NFA lines). */
  dealer: (Place & { dealerId?: string | null }) | null;
  dateOfBirth: string;
}

/** A place is sent once both halves are typed (the server checks the form's rules on it). */
const complete = <P extends Place>(place: P | null): place is P =>
  place !== null && /^[A-Za-z]{2}$/.test(place.state.trim()) && place.zip.trim().length >= 5;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function evaluateRequestFor(items: CartItem[], query: ComplianceQuery): ComplianceEvaluateRequest {
  return {
    lines: items.map((item) => ({ id: String(item.id), sku: item.productId })),
    ...(complete(query.shipTo) ? { shipTo: query.shipTo } : {}),
    dealer: complete(query.dealer)
      ? {
          state: query.dealer.state,
          zip: query.dealer.zip,
          ...(query.dealer.dealerId ? { dealerId: query.dealer.dealerId } : {}),
        }
      : null,
    // Sent once it looks like a date; the form shows its own error while it does not.
    ...(ISO_DATE.test(query.dateOfBirth.trim()) ? { dateOfBirth: query.dateOfBirth.trim() } : {}),
  } as ComplianceEvaluateRequest;
}

/** The verdicts, or null when the check could not be made (the order transaction checks anyway). */
export async function evaluateLines(
  items: CartItem[],
  query: ComplianceQuery,
): Promise<ComplianceEvaluateResponse | null> {
  if (items.length === 0) return null;
  try {
    return await apiCall<ComplianceEvaluateResponse>('/Compliance/evaluate', {
      method: 'POST',
      body: evaluateRequestFor(items, query),
      skipErrorHandler: true,
      silentLoading: true,
    });
  } catch {
    return null;
  }
}

export function refusalsOf(answer: ComplianceEvaluateResponse | null): LineRefusals {
  if (!answer) return NO_REFUSALS;
  return new Map(answer.lines.filter((line) => !line.allowed).map((line) => [String(line.id), line.refusals]));
}

export const needsDateOfBirth = (refusals: LineRefusals) =>
  [...refusals.values()].some((line) => line.some((refusal) => refusal.needs === 'dateOfBirth'));

/** The server's 400 'Restricted Items in Cart' from placing the order, with each refused line's rules. */
export function refusalsOfError(error: unknown): LineRefusals | null {
  if (!(error instanceof ApiCallError) || error.status !== 400) return null;
  const body = error.body as Partial<ComplianceRefusedError> | undefined;
  if (!Array.isArray(body?.refusals)) return null;
  return new Map(body.refusals.map((line) => [String(line.itemId), line.refusals]));
}
