/**
 * A module's background jobs on timers: each job every `everyMs` (and once `firstAfterMs` after
 * start when given). The jobs of one module run one at a time (a tick finding work still running
 * is skipped), the timers never keep the process alive, and on close the timers stop, the running
 * work is awaited (the database is never closed under it) and `lastly` runs. A job that fails is
 * logged and runs again at its next tick. Used by the summed counts' flushes (timed-writes.ts), the
 * checkout's stock sweep and the mail's delivery, which also asks for a run between ticks (`runSoon`:
 * at once, or right after the run under way, so work written meanwhile is not left to the next tick).
 */
import type { FastifyInstance } from 'fastify';

export interface BackgroundJob {
  /** Names the work in log lines, after the module's name: 'flush', 'sweep'. */
  what: string;
  work: () => Promise<unknown>;
  everyMs: number;
  firstAfterMs?: number;
}

export function scheduleBackgroundJobs(
  app: FastifyInstance,
  name: string,
  jobs: readonly BackgroundJob[],
  lastly?: () => Promise<void>,
): { runSoon: (what: string) => void } {
  let running: Promise<void> | null = null;
  let again: BackgroundJob | null = null;
  let closed = false;
  const run = (job: BackgroundJob) => {
    if (running || closed) return;
    running = job
      .work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, `${name}: ${job.what} failed; it runs again`))
      .finally(() => {
        running = null;
        const next = again;
        again = null;
        if (next) run(next);
      });
  };
  const timers = jobs.flatMap((job) => [
    setInterval(() => run(job), job.everyMs),
    ...(job.firstAfterMs === undefined ? [] : [setTimeout(() => run(job), job.firstAfterMs)]),
  ]);
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
    await lastly?.();
  });
  return {
    runSoon(what) {
      const job = jobs.find((candidate) => candidate.what === what);
      if (!job) throw new Error(`${name} has no job '${what}'`);
      if (running) again = job;
      else run(job);
    },
  };
}
