/**
 * CPU time of processes and of the machine, read from /proc (Linux): what a bench load cost the API
 * workers and PostgreSQL, and how busy the machine was meanwhile (bench-prod-scaling.mjs,
 * bench-drop.mjs).
 */
import fs from 'node:fs';

/**
 * CPU time (ms) a process has used, from /proc (Linux); 0 when it is gone. With `reapedChildren`, the
 * time of its children that ended (and were waited for) too.
 */
export function cpuMs(pid, { reapedChildren = false } = {}) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    // utime + stime (+ cutime + cstime), 100 ticks a second
    const ticks = fields[11] + fields[12] + (reapedChildren ? fields[13] + fields[14] : 0);
    return (ticks * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine (the server the bench's DATABASE_URL names, if local). */
function postgresPids() {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * CPU time (ms) of PostgreSQL: every process alive now, and the connections that ended (the server
 * waits for each, so their time is its children's). Without the latter a window in which pooled
 * connections close would lose their time, and could come out negative.
 */
export const postgresCpuMs = () => postgresPids().reduce((sum, pid) => sum + cpuMs(pid, { reapedChildren: true }), 0);

/** The machine's busy and total CPU time (ms, all cores), from /proc/stat. */
export function machineMs() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: ((total - idle) * 1000) / 100, total: (total * 1000) / 100 };
}
