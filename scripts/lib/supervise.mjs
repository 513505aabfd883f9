/**
 * Keeps one part of the embedded shop running (`npm start`, the e2e run, the bench): a part that
 * dies (killed, crashed: any exit but a deliberate stop) is started again after a pause that
 * doubles from 0.5 s to 10 s while it keeps dying, and is back to 0.5 s once it has stayed up a
 * minute. Every death and restart is printed:
 *   [api] exited (signal SIGKILL); restarting in 0.5 s
 * A part stopped on purpose (SIGTERM or SIGINT from outside, e.g. the e2e suite stopping a remote's
 * server, or an exit with code 0) is not restarted, as systemd's Restart=on-failure does.
 * Hand-written because the shop needs no process manager beyond this (and none is installed).
 */
import { log } from './proc.mjs';

export const BACKOFF = { firstMs: 500, maxMs: 10_000, stableMs: 60_000 };

const deliberate = (code, signal) => code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
const seconds = (ms) => `${ms / 1000} s`;

/**
 * Starts `start()` (which answers a ChildProcess) and keeps it running. `onStart(child)` is told of
 * every new process (e.g. to note its pid). Answers the current child, its pid, and `stop()`, which
 * ends the supervision and the process (its whole group: it is started detached).
 */
export function supervise(name, start, { onStart = () => {}, backoff = BACKOFF } = {}) {
  let child;
  let startedAt = 0;
  let delayMs = backoff.firstMs;
  let timer;
  let stopped = false;

  const launch = () => {
    child = start();
    startedAt = Date.now();
    onStart(child);
    child.once('exit', (code, signal) => {
      if (stopped) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (deliberate(code, signal)) {
        log(`[${name}] stopped (${how}); not restarted`);
        return;
      }
      if (Date.now() - startedAt >= backoff.stableMs) delayMs = backoff.firstMs;
      log(`[${name}] exited (${how}); restarting in ${seconds(delayMs)}`);
      timer = setTimeout(() => {
        log(`[${name}] restarting`);
        launch();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, backoff.maxMs);
    });
  };

  launch();
  return {
    get child() {
      return child;
    },
    get pid() {
      return child.pid;
    },
    /** Ends the supervision and the process; resolves once the process has exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      const current = child;
      if (current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => current.once('exit', resolve));
      try {
        process.kill(-current.pid, signal);
      } catch {
        try {
          current.kill(signal);
        } catch {
          // already gone
        }
      }
      return exited;
    },
  };
}
