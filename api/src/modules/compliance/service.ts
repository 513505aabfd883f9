/**
 * The compliance module's two uses of the evaluator: the browser's pre-check
 * (`POST /Compliance/evaluate`) and the order transaction's enforcement (`assertLinesAllowed`),
 * both reading the products' attributes from the catalogue (the order's from its cart line read),
 * never from the request.
 */

import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import type { ComplianceEvaluateResponse, ComplianceRefusedError } from 'shared-contracts/api/compliance';
import type { LineRefusal } from 'shared-contracts/domain/compliance';
import type { ComplianceEvaluateRequest } from 'shared-contracts/schemas/compliance';
import { DATE_OF_BIRTH_MESSAGES } from 'shared-contracts/schemas/date-of-birth';
import type { Db } from '../../platform/db/index';
import { badRequest, HttpError } from '../../platform/http-errors';
import { isSotDealerAt } from '../dealers/index';
import { type ComplianceDestination, type ComplianceLine, evaluateLines } from './evaluate';
import { findSkuCompliance, type SkuCompliance } from './queries';

export const COMPLIANCE_API_MESSAGES = {
  unknownSku: 'Unknown product',
  dateOfBirthNeeded: DATE_OF_BIRTH_MESSAGES.dateOfBirthNeeded,
  /** The age verification service could not confirm the buyer is of age (issue 30). */
  ageNotVerified:
    'We could not verify your age with the name, billing address and date of birth given: check them, or order without the age-restricted items',
  ageVerificationUnavailable: 'Age verification is unavailable right now: please try again in a few minutes',
} as const;

function linesOf<Id>(wanted: Array<{ id: Id; sku: string }>, found: Map<string, SkuCompliance>): ComplianceLine<Id>[] {
  return wanted.flatMap(({ id, sku }) => {
    const row = found.get(sku);
    return row ? [{ id, ...row }] : [];
  });
}

const NOWHERE = { state: '', zip: '' };

/** `POST /Compliance/evaluate` (validated): a verdict per line, in the order sent. */
export async function evaluateRequest(db: Db, request: ComplianceEvaluateRequest): Promise<ComplianceEvaluateResponse> {
  const found = await findSkuCompliance(
    db,
    request.lines.map((line) => line.sku),
  );
  const unknown: Record<string, string[]> = {};
  request.lines.forEach((line, i) => {
    if (!found.has(line.sku)) unknown[`lines[${i}].sku`] = [COMPLIANCE_API_MESSAGES.unknownSku];
  });
  if (Object.keys(unknown).length > 0) throw badRequest(COMPLIANCE_API_MESSAGES.unknownSku, unknown);
  const lines = linesOf(
    request.lines.map((line) => ({ id: line.id ?? line.sku, sku: line.sku })),
    found,
  );
  const dealer = request.dealer
    ? {
        state: request.dealer.state,
        zip: request.dealer.zip,
        sot: request.dealer.dealerId ? await isSotDealerAt(db, request.dealer.dealerId, request.dealer.zip) : false,
      }
    : null;
  return evaluateLines(
    lines,
    // No address yet: a place in no state and no zip, where only the federal rules (the ages) apply.
    { shipTo: request.shipTo ?? NOWHERE, dealer },
    { dateOfBirth: request.dateOfBirth },
  );
}

/**
 * 400 'Restricted Items in Cart' (the restricted-items modal's answer) with each refused line's
 * rules and reasons; `errors.dateOfBirth` when a line needs the buyer's date of birth.
 */
export class ComplianceRefused extends HttpError {
  constructor(readonly body: Omit<ComplianceRefusedError, 'message'>) {
    super(400, CHECKOUT_API_MESSAGES.restricted, {
      title: 'Bad Request',
      ...(body.errors ? { errors: body.errors } : {}),
    });
  }

  override toBody() {
    return { ...super.toBody(), ...this.body };
  }
}

/** An order line with what the catalogue says of its sku (read with the cart's lines: cart_lines). */
export type OrderLineToCheck<Id extends number | string> = ComplianceLine<Id> & { sku: string };

export interface OrderLinesToCheck<Id extends number | string> {
  lines: Array<OrderLineToCheck<Id>>;
  destination: ComplianceDestination;
  /** YYYY-MM-DD; an age-classed line without it is refused, asking for it (`errors.dateOfBirth`). */
  dateOfBirth?: string | null;
}

/**
 * The order transaction's check: throws ComplianceRefused when any line is refused; answers the
 * rule set's version for the order lines. No read of its own: the lines carry their attributes from
 * the cart's line read (cart_lines, migration 019), inside the order's transaction.
 */
export function assertLinesAllowed<Id extends number | string>(
  order: OrderLinesToCheck<Id>,
): {
  ruleSetVersion: string;
} {
  const skuOf = new Map(order.lines.map((line) => [line.id, line.sku]));
  const result = evaluateLines(order.lines, order.destination, { dateOfBirth: order.dateOfBirth });
  const refused = result.lines.filter((line) => line.refusals.length > 0);
  if (refused.length === 0) return { ruleSetVersion: result.ruleSetVersion };
  const needsDateOfBirth = refused.some((line) => line.refusals.some((r: LineRefusal) => r.needs === 'dateOfBirth'));
  throw new ComplianceRefused({
    restrictedItemIds: refused.map((line) => line.id),
    refusals: refused.map((line) => ({ itemId: line.id, sku: skuOf.get(line.id) ?? '', refusals: line.refusals })),
    ruleSetVersion: result.ruleSetVersion,
    ...(needsDateOfBirth ? { errors: { dateOfBirth: [COMPLIANCE_API_MESSAGES.dateOfBirthNeeded] } } : {}),
  });
}
