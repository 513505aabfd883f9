/**
 * A module's background jobs on timers: each job every `everyMs` (and once `firstAfterMs` after
 * start when given). The jobs of one module run one at a time (a tick finding work still running
 * is skipped), the timers never keep the process alive, and on close the timers stop, the running
 * work is awaited (the database is never closed under it) and `lastly` runs. A job that fails is
 * logged and runs again at its next tick. Used by the summed counts' flushes (timed-writes.ts) and
 * the checkout's stock sweep.
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
): void {
  let running: Promise<void> | null = null;
  const run = ({ work, what }: BackgroundJob) => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, `${name}: ${what} failed; it runs again`))
      .finally(() => {
        running = null;
      });
  };
  const timers = jobs.flatMap((job) => [
    setInterval(() => run(job), job.everyMs),
    ...(job.firstAfterMs === undefined ? [] : [setTimeout(() => run(job), job.firstAfterMs)]),
  ]);
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
    await lastly?.();
  });
}
