/**
 * Fixed-window rate limits counted in this process's memory, for endpoints hit so often that a
 * database write per request would cost more than the work it guards: POST /Beacons, which every
 * page view of every visitor calls (bench/registry.md: the database counter was some 60 % of the
 * ingest's CPU). Each API process counts alone, so with N processes a client may make up to N times
 * the limit: still a bound, which is what a flood guard needs. The counters of one window only are
 * kept, at most `maxSubjects` of them; a new subject past that is refused until the window ends.
 * Login and the other guards of secrets stay on the shared database counter (rate-limit.ts).
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from './http-errors';
import { type RateLimitResult, type RateLimitRule, TOO_MANY_REQUESTS_MESSAGE } from './rate-limit';
import { metrics } from './telemetry/metrics';

export class MemoryRateLimit {
  private windowStart = 0;
  private hits = new Map<string, number>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly maxSubjects = 100_000,
  ) {}

  hit(subject: string, now = Date.now()): RateLimitResult {
    const windowMs = this.rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    if (windowStart !== this.windowStart) {
      this.windowStart = windowStart;
      this.hits = new Map();
    }
    const hits = (this.hits.get(subject) ?? 0) + 1;
    if (hits <= this.rule.limit && (hits > 1 || this.hits.size < this.maxSubjects)) {
      this.hits.set(subject, hits);
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
  }

  /** Counts a hit; over the limit, sets `Retry-After` and throws the 429 answer. */
  enforce(reply: FastifyReply, subject: string): void {
    const result = this.hit(subject);
    if (result.allowed) return;
    metrics.rateLimitRefused(this.rule.name);
    reply.header('Retry-After', String(result.retryAfterSeconds));
    throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, { title: 'Too Many Requests' });
  }
}
