/**
 * Fixed-window rate limits kept in the database (table rate_limits), so every API process counts
 * together. One upsert per hit; the answer says whether the hit is allowed and, if not, how many
 * seconds until the window ends (the `Retry-After` of the 429). Any module may use it.
 */
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
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

/**
 * One hit of `subject` on `rule` as a statement not yet run: the upsert of its window's counter,
 * which answers the hits counted so far (`hits`). A caller may run it alone (hitRateLimit) or as a
 * CTE of a statement of its own, so that the count and what it guards are one round trip (a guest's
 * row, auth/queries.ts); `answer` then reads the count.
 */
export function rateLimitHit(db: Db, rule: RateLimitRule, subject: string, now = Date.now()) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  // The subject can be an e-mail: bounded so a huge value cannot bloat the table.
  const key = `${rule.name}:${subject.slice(0, 320)}`;
  return {
    upsert: db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
      .returning('hits'),
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

export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const hit = rateLimitHit(db, rule, subject, now);
  const row = await hit.upsert.executeTakeFirstOrThrow();
  return hit.answer(row.hits);
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
