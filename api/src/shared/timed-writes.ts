/**
 * The timers of a module that sums counts in memory (shared/summed-counts.ts): a flush every
 * `flushEveryMs`, a retention sweep every `sweepEveryMs` and once 30 s after start (a process
 * restarted more often than the sweep interval still sweeps). Timer work runs one at a time (a tick
 * finding work still running is skipped), the timers never keep the process alive, and on close the
 * timers stop, the running work is awaited (the database is never closed under it) and a last flush
 * writes what is left. Used by remote health (registry) and Web Vitals (rum).
 */
import type { FastifyInstance } from 'fastify';

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
  let running: Promise<void> | null = null;
  const run = (work: () => Promise<unknown>, what: string) => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch((error) => app.log.warn({ err: error }, `${name}: ${what} failed; it runs again`))
      .finally(() => {
        running = null;
      });
  };
  const timers = [
    setInterval(() => run(flush, 'flush'), flushEveryMs),
    setInterval(() => run(sweep, 'retention sweep'), sweepEveryMs),
    setTimeout(() => run(sweep, 'retention sweep'), 30_000),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
    try {
      await lastFlush();
    } catch (error) {
      app.log.warn({ err: error }, `${name}: the last flush failed; its counts are lost`);
    }
  });
}
