/**
 * The staff decision paths (`/staff/...`, X-Staff-Key): the staff CLI's way in. Absent when no staff
 * key is configured; the key is compared in constant time.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import { unauthorized } from '../platform/http-errors';

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A guard that throws 401 unless the request carries the staff key; null when staff paths are off. */
export function staffGuard(app: FastifyInstance): ((request: FastifyRequest) => void) | null {
  const staffKey = app.config.staffApiKey;
  if (!staffKey) return null;
  return (request) => {
    const given = request.headers['x-staff-key'];
    if (!sameKey(Array.isArray(given) ? given[0] : given, staffKey)) throw unauthorized('Staff key required');
  };
}

/** A staff decision: approve, or reject with a reason for the applicant. */
export const staffDecisionSchema = object({
  decision: string()
    .oneOf(['approve', 'reject'], 'Decision must be approve or reject')
    .required('Decision is required'),
  reason: string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
