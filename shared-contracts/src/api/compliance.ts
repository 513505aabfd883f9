/** Shapes of the compliance calls (issue 30). */
import type { ComplianceEvaluation, LineRefusal } from '../domain/compliance';

export type { ComplianceEvaluateRequest } from '../schemas/compliance';

/** `POST /Compliance/evaluate`: a verdict per line sent, in the order sent (`id` echoes the line's id or its sku). */
export type ComplianceEvaluateResponse = ComplianceEvaluation<string>;

/**
 * 400 'Restricted Items in Cart' from `POST /Checkout/simplified` when a rule refuses a line: the
 * restricted-items modal's ids, plus each refused line's rules and reasons. `errors.dateOfBirth` is
 * set when a line needs the buyer's date of birth.
 */
export interface ComplianceRefusedError {
  message: 'Restricted Items in Cart';
  restrictedItemIds: Array<number | string>;
  refusals: Array<{ itemId: number | string; sku: string; refusals: LineRefusal[] }>;
  ruleSetVersion: string;
  errors?: Record<string, string[]>;
}
