/**
 * Idempotency-Key for POST /Checkout/simplified. The same key with the same body answers what the
 * first request answered (one order, one charge, however often a shopper double-clicks or a
 * network retries); 409 while the first request is still running; 422 for the same key with a
 * different body. Server-side failures (5xx) release the key so the retry runs again.
 */
import { createHash } from 'node:crypto';
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, HttpError } from '../../platform/http-errors';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  readIdempotencyKey,
  releaseIdempotencyKey,
  takeOverStaleKey,
} from './queries';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** A request still 'running' after this long died without answering; its key may be taken over. */
export const IDEMPOTENCY_STALE_SECONDS = 120;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** JSON with keys sorted, so `{a,b}` and `{b,a}` hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');
}

export function readIdempotencyKeyHeader(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return value;
}

export type Claim = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

/** Claims `key` for this request, or says what to answer instead. */
export async function claim(db: Db, scope: string, key: string, hash: string): Promise<Claim> {
  // Two rounds: a key released by a failed first request between our insert and read is claimed again.
  for (let round = 0; round < 2; round++) {
    if (await claimIdempotencyKey(db, scope, key, hash)) return { kind: 'run' };
    const record = await readIdempotencyKey(db, scope, key);
    if (!record) continue;
    if (record.requestHash !== hash)
      throw new HttpError(422, CHECKOUT_API_MESSAGES.idempotencyMismatch, { title: 'Unprocessable Entity' });
    if (record.status === 'done' && record.responseStatus !== null) {
      return { kind: 'replay', answer: { status: record.responseStatus, body: record.responseBody } };
    }
    if (
      record.ageSeconds > IDEMPOTENCY_STALE_SECONDS &&
      (await takeOverStaleKey(db, scope, key, IDEMPOTENCY_STALE_SECONDS))
    ) {
      return { kind: 'run' };
    }
    throw conflict(CHECKOUT_API_MESSAGES.idempotencyInProgress);
  }
  throw conflict(CHECKOUT_API_MESSAGES.idempotencyInProgress);
}

/** Records the final answer (anything but a server-side failure), or releases the key. */
export async function settle(db: Db, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  if (answer.status >= 500) await releaseIdempotencyKey(db, scope, key);
  else await completeIdempotencyKey(db, scope, key, answer.status, answer.body);
}
