/**
 * The timers of a module that sums counts in memory (shared/summed-counts.ts): a flush every
 * `flushEveryMs`, a retention sweep every `sweepEveryMs` and once 30 s after start (a process
 * restarted more often than the sweep interval still sweeps), one at a time (background-jobs.ts);
 * on close a last flush writes what is left. Used by remote health (registry) and Web Vitals (rum).
 */
import type { FastifyInstance } from 'fastify';
import { scheduleBackgroundJobs } from './background-jobs';

export interface TimedWrites {
  /** Names the work in log lines, e.g. 'registry health'. */
  name: string;
  flush: () => Promise<unknown>;
  /** What the close writes last (default `flush`): the counts alone, without follow-up work. */
  lastFlush?: () => Promise<unknown>;
  flushEveryMs: number;
  sweep: () => Promise<unknown>;
  sweepEveryMs: number;
}

export function scheduleTimedWrites(
  app: FastifyInstance,
  { name, flush, lastFlush = flush, flushEveryMs, sweep, sweepEveryMs }: TimedWrites,
) {
  scheduleBackgroundJobs(
    app,
    name,
    [
      { what: 'flush', work: flush, everyMs: flushEveryMs },
      { what: 'retention sweep', work: sweep, everyMs: sweepEveryMs, firstAfterMs: 30_000 },
    ],
    async () => {
      try {
        await lastFlush();
      } catch (error) {
        app.log.warn({ err: error }, `${name}: the last flush failed; its counts are lost`);
      }
    },
  );
}
