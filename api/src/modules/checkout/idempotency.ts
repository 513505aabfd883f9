/**
 * Idempotency-Key for POST /Checkout/simplified. The same key with the same body answers what the
 * first request answered (one order, one charge, however often a shopper double-clicks or a
 * network retries); 409 while the first request is still running; 422 for the same key with a
 * different body. Server-side failures (5xx) release the key so the retry runs again.
 *
 * The request running under a key holds it on a lease that it renews while it works (a heartbeat
 * every second, `holdingLease`). A process that dies (kill -9, a crash, a lost machine) stops
 * renewing; once the lease has lapsed (3 s) a retry takes the key over and runs the checkout again.
 * The cart row lock and `orders.cart_id unique` still make that second run safe: it finds the cart
 * converted (409 naming the order) or places the one order the dead process never committed.
 * The lease is short and renewed often, so a shopper cut off by a dead worker waits seconds, not
 * minutes; a live request whose heartbeat is late (a starved pool) could be overtaken too, which
 * costs nothing but a 409 naming its order to the overtaking retry.
 */
import { hash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, HttpError } from '../../platform/http-errors';
import type { IdempotencyKeyClaim } from './order-context';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  readIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  takeOverLapsedKey,
} from './queries';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/**
 * A 'running' key whose lease was not renewed for this long belongs to a dead process; a retry may
 * take it over. Three heartbeats fit in it, so one or two late ones do not lose a live request's
 * key; and a retry takes over 2-3 s after the holder's death, so that even on a loaded machine
 * (the retry's own checkout included) a shopper cut off by a kill is answered within 5 s (issue 32).
 */
export const IDEMPOTENCY_LEASE_SECONDS = 3;
/** How often the running request renews its lease. */
export const IDEMPOTENCY_HEARTBEAT_MS = 1000;

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
  return hash('sha256', canonical(body ?? null), 'hex');
}

export function readIdempotencyKeyHeader(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return value;
}

/**
 * The key answered the request instead of the checkout: an earlier request's stored answer
 * (`replayed`), or a refusal (409 while it runs, 422 for another body) that is not kept under a
 * key this request does not hold.
 */
export class AnsweredByKey extends Error {
  constructor(
    readonly answer: StoredAnswer,
    readonly replayed: boolean,
  ) {
    super('answered by the Idempotency-Key');
  }
}

/** A refusal the key answers with, sent as it is (never kept under the key). */
const refusedBy = (error: HttpError) => new AnsweredByKey({ status: error.statusCode, body: error.toBody() }, false);

/**
 * After the reservation's statement found the key taken (decision 0059): claims it for this
 * request when it was released or its holder died (the lease lapsed), or throws the key's answer
 * (AnsweredByKey).
 */
export async function claimOrAnswer(db: Db, claimed: IdempotencyKeyClaim): Promise<void> {
  const { scope, key, requestHash: hash } = claimed;
  // Two rounds: a key released by a failed first request between our insert and read is claimed again.
  for (let round = 0; round < 2; round++) {
    if (await claimIdempotencyKey(db, scope, key, hash)) {
      claimed.held = true;
      return;
    }
    const record = await readIdempotencyKey(db, scope, key);
    if (!record) continue;
    if (record.requestHash !== hash)
      throw refusedBy(new HttpError(422, CHECKOUT_API_MESSAGES.idempotencyMismatch, { title: 'Unprocessable Entity' }));
    if (record.status === 'done' && record.responseStatus !== null) {
      throw new AnsweredByKey({ status: record.responseStatus, body: record.responseBody }, true);
    }
    if (
      record.secondsSinceRenewal > IDEMPOTENCY_LEASE_SECONDS &&
      (await takeOverLapsedKey(db, scope, key, IDEMPOTENCY_LEASE_SECONDS))
    ) {
      claimed.held = true;
      return;
    }
    break;
  }
  throw refusedBy(conflict(CHECKOUT_API_MESSAGES.idempotencyInProgress));
}

/** Records the final answer (anything but a server-side failure), or releases the key. */
export async function settle(db: Db, { scope, key }: IdempotencyKeyClaim, answer: StoredAnswer): Promise<void> {
  if (answer.status >= 500) await releaseIdempotencyKey(db, scope, key);
  else await completeIdempotencyKey(db, scope, key, answer.status, answer.body);
}

/**
 * Runs `work` while renewing the key's lease every heartbeat once this request holds it, so no
 * retry takes the key over from a request that is still alive. A renewal that fails is logged; the
 * next one tries again.
 */
export async function holdingLease<T>(
  db: Db,
  log: FastifyBaseLogger,
  claimed: IdempotencyKeyClaim,
  work: () => Promise<T>,
): Promise<T> {
  const { scope, key } = claimed;
  let renewing = false;
  const heartbeat = setInterval(() => {
    // Not before it holds the key (another request's lease is not its to renew), nor while the
    // previous renewal is still waiting for the database.
    if (renewing || !claimed.held) return;
    renewing = true;
    renewIdempotencyLease(db, scope, key)
      .catch((error: unknown) => log.warn({ err: error, scope }, 'idempotency lease not renewed'))
      .finally(() => {
        renewing = false;
      });
  }, IDEMPOTENCY_HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}
