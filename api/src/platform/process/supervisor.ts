/**
 * The production profile's process supervisor (node:cluster). The primary process prepares once
 * (migrations, seed), then keeps `workers` API processes running; they share the listening socket
 * and the primary hands each new connection to the next worker in turn.
 *
 * - A worker that dies (a crash, an out-of-memory kill, `kill -9`) is replaced at once. A worker
 *   that keeps dying right after it starts (a database that is down) is replaced more slowly, so
 *   the supervisor does not spin.
 * - SIGTERM/SIGINT: every worker is asked to shut down gracefully (it drains its requests in
 *   flight, serve.ts); one that has not exited after `shutdownTimeoutMs` is killed.
 * - `pidFile` (optional) always names the primary and the workers that listen, for operators and
 *   for the chaos proof (scripts/chaos-kill-api.mjs).
 */
import cluster, { type Worker } from 'node:cluster';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

export interface SupervisorOptions {
  workers: number;
  /** Runs once in the primary before any worker starts. */
  prepare(): Promise<void>;
  log(message: string, fields?: Record<string, unknown>): void;
  pidFile?: string;
  shutdownTimeoutMs?: number;
}

export interface WorkerPids {
  primary: number;
  /** Workers listening now. */
  workers: number[];
  /** Workers started to replace one that died. */
  replaced: number;
}

/** A worker that dies this soon after it was forked counts as failing to start. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 10_000;

export async function supervise(options: SupervisorOptions): Promise<void> {
  const { workers: count, log, pidFile, shutdownTimeoutMs = 30_000 } = options;
  await options.prepare();

  const started = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let replaced = 0;
  let quickDeaths = 0;
  let stopping = false;

  const writePids = () => {
    if (!pidFile) return;
    const pids: WorkerPids = {
      primary: process.pid,
      workers: [...listening].map((worker) => worker.process.pid ?? 0).filter(Boolean),
      replaced,
    };
    writeFileSync(`${pidFile}.tmp`, JSON.stringify(pids));
    renameSync(`${pidFile}.tmp`, pidFile);
  };

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    worker.once('listening', () => {
      listening.add(worker);
      log('worker listening', { pid: worker.process.pid });
      writePids();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const forkedAt = started.get(worker) ?? 0;
    started.delete(worker);
    listening.delete(worker);
    writePids();
    if (stopping) return;
    quickDeaths = Date.now() - forkedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** quickDeaths);
    log('worker died; starting a new one', { pid: worker.process.pid, code, signal, delayMs: delay });
    replaced++;
    setTimeout(fork, delay);
  });

  for (let i = 0; i < count; i++) fork();
  log('supervising API workers', { workers: count, primary: process.pid });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('stopping: asking every worker to drain and exit', { signal });
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill('SIGKILL');
    }, shutdownTimeoutMs);
    deadline.unref();
    const check = setInterval(() => {
      if (started.size > 0) return;
      clearInterval(check);
      if (pidFile) rmSync(pidFile, { force: true });
      log('all workers stopped');
      process.exit(0);
    }, 50);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
