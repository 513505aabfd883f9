/**
 * A staff decision on a Pro Deal or dealer application (POST /staff/registrations/{prodeal|dealer}/
 * {id}/decision): approve, or reject with a reason for the applicant. The API validates with this
 * definition and the back office's decision form does too (same messages).
 */
import { type InferType, object, string } from 'yup';

export const STAFF_DECISION_LIMITS = { reason: 500 } as const;

export const staffDecisionSchema = object({
  decision: string()
    .oneOf(['approve', 'reject'], 'Decision must be approve or reject')
    .required('Decision is required'),
  reason: string()
    .trim()
    .max(STAFF_DECISION_LIMITS.reason, `Reason must be at most ${STAFF_DECISION_LIMITS.reason} characters`)
    .optional(),
});
export type StaffDecisionRequest = InferType<typeof staffDecisionSchema>;
