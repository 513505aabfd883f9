/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every API process counts
 * together. One upsert per hit; the answer says whether the hit is allowed and, if not, how many
 * seconds until the window ends (the `Retry-After` of the 429). Any module may use it.
 */
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { compiledOnce } from './db/compiled-once';
import type { Db } from './db/index';
import { HttpError } from './http-errors';
import { metrics } from './telemetry/metrics';

export interface RateLimitRule {
  /** Names the counter, e.g. 'login:ip'. */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts, please try again later';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A counter's window: which counter, and when its window began. */
export interface RateLimitWindow {
  key: string;
  windowStart: Date;
}

/**
 * The upsert of one hit on a window's counter, not yet run, answering the hits counted so far
 * (`hits`). It only passes the window's values through, so it can be compiled once (decision 0044);
 * a caller may run it alone (hitRateLimit) or as a CTE of a statement of its own, so that the count
 * and what it guards are one round trip (a guest's row, auth/queries.ts).
 */
export function rateLimitUpsert(db: Db, window: RateLimitWindow) {
  return db
    .insertInto('rate_limits')
    .values({ key: window.key, window_start: window.windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits');
}

/** One hit of `subject` on `rule`: the window it counts in, and how to read the count the upsert answers. */
export function rateLimitHit(db: Db, rule: RateLimitRule, subject: string, now = Date.now()) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  // The subject can be an e-mail: bounded so a huge value cannot bloat the table.
  const window: RateLimitWindow = { key: `${rule.name}:${subject.slice(0, 320)}`, windowStart };
  return {
    window,
    answer: async (hits: number): Promise<RateLimitResult> => {
      // Now and then, forget windows that ended long ago (cheap, indexed by the primary key prefix scan).
      if (Math.random() < 0.01) {
        await db
          .deleteFrom('rate_limits')
          .where('window_start', '<', new Date(now - 24 * 60 * 60 * 1000))
          .execute();
      }
      if (hits <= rule.limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
      };
    },
  };
}

const upsertHit = compiledOnce((db: Db, window: RateLimitWindow) => rateLimitUpsert(db, window));

/** The hits counted so far in the window (the upsert always answers its row). */
export const hitsOf = (rows: ReadonlyArray<{ hits: number }>): number => {
  const [row] = rows;
  if (!row) throw new Error('the rate limit upsert answered no row');
  return row.hits;
};

export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const hit = rateLimitHit(db, rule, subject, now);
  const { rows } = await upsertHit(db, hit.window);
  return hit.answer(hitsOf(rows));
}

/** The 429 answer to a client over `rule`'s limit: sets `Retry-After` and throws. */
export function tooManyRequests(reply: FastifyReply, rule: RateLimitRule, retryAfterSeconds: number): never {
  metrics.rateLimitRefused(rule.name);
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, { title: 'Too Many Requests' });
}

/** Counts a hit; over the limit, sets `Retry-After` and throws the 429 answer. */
export async function enforceRateLimit(
  db: Db,
  reply: FastifyReply,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const result = await hitRateLimit(db, rule, subject);
  if (!result.allowed) tooManyRequests(reply, rule, result.retryAfterSeconds);
}
