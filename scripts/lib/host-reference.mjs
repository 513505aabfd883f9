/**
 * How fast this host is at the moment of a bench, so that a CPU figure can be read beside the host
 * it was taken on. The same build's CPU per order moved by 40 % between two days on this machine
 * (2.85 ms of API CPU per checkout on 2026-12-01, 4.1 ms on 2026-12-02): a virtual machine shares
 * its cores and caches with others.
 *
 * Two fixed pieces of work, each run three times, the fastest read:
 * - Node: JSON written and read back, hashed, and small objects made and sorted, as an API's
 *   request does (CPU time of this process);
 * - PostgreSQL: a fixed aggregate over rows made in memory (CPU time of the server's processes).
 * It shows a slow host; it does not correct for one: on 2026-12-02 the host's speed also moved
 * within a run, which a reference taken at the start cannot see (decision 0050).
 */
import { createHash } from 'node:crypto';
import { postgresCpuMs } from './cpu-time.mjs';

const SAMPLE = {
  cartId: '6f1c5a3e-1111-4222-8333-944455556666',
  customerInfo: Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`field${i}`, `value number ${i}`])),
  lines: Array.from({ length: 8 }, (_, i) => ({ sku: `SKU-${i}`, quantity: i + 1, price: `${i}9.95` })),
};

function nodeWork() {
  let digest = '';
  for (let i = 0; i < 4000; i++) {
    const copy = JSON.parse(JSON.stringify({ ...SAMPLE, round: i }));
    digest = createHash('sha256')
      .update(JSON.stringify(copy) + digest)
      .digest('hex');
    copy.lines.sort((a, b) => b.quantity - a.quantity);
  }
  return digest;
}

function cpuMsOfThisProcess(work) {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * @param query runs one SQL statement on the bench's PostgreSQL (answers its rows)
 * @returns { nodeMs, postgresMs }: the fastest of three runs of each piece of work
 */
export async function hostReference(query) {
  const node = [];
  const postgres = [];
  for (let run = 0; run < 3; run++) {
    node.push(cpuMsOfThisProcess(nodeWork));
    const before = postgresCpuMs();
    // Two small series crossed: three million rows made in memory (one series of three million
    // would be kept in a temporary file, and the disk's work would be in the next figures).
    await query('select sum((a * b) % 7) as s from generate_series(1, 3000) a cross join generate_series(1, 1000) b');
    postgres.push(postgresCpuMs() - before);
  }
  return { nodeMs: Math.round(Math.min(...node)), postgresMs: Math.round(Math.min(...postgres)) };
}
