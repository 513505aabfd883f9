/**
 * Server rendering under load (issue 14): requests at a fixed rate (an open loop: a slow answer
 * does not slow the senders, as real visitors do not wait for each other) against a server-rendered
 * product page and, in the same run, a static file served by the same shell server, so the render's
 * cost shows against the server's floor. Answers latency percentiles per target.
 */
import http from 'node:http';
import { SHOP_URL } from '../scripts/shop-parts.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/**
 * Sends `rate` GETs per second for `seconds` to `url` (or to `url` with `?fresh=<n>`: a new address
 * each time, which no cache has seen); every answer is read to its end.
 */
export async function fixedRate(url, { rate = 50, seconds = 20, fresh = false, keepLatencies = false } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const one = (n) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(
        fresh ? `${url}?fresh=${n}` : url,
        { agent, headers: { 'accept-encoding': 'gzip, br' } },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const total = rate * seconds;
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(i));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    url: fresh ? `${url}?fresh=<n>` : url,
    rate,
    seconds,
    requests: total,
    statuses,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? null),
    ...(keepLatencies ? { latencies } : {}),
  };
}

/** p50/p95/p99 (ms, one decimal) of latencies pooled from several runs. */
export function pooledPercentiles(latencyLists) {
  const all = latencyLists.flat().sort((a, b) => a - b);
  return {
    requests: all.length,
    p50Ms: round(percentile(all, 50)),
    p95Ms: round(percentile(all, 95)),
    p99Ms: round(percentile(all, 99)),
  };
}

/**
 * The server-rendered page as visitors meet it (one product page, its render reused for a few
 * seconds), the same page rendered afresh for every request (a new address each time: the render's
 * own cost), and a static file of the same server, one after the other.
 */
export async function serverRenderUnderLoad({ shopUrl, pagePath, staticPath, rate = 50, seconds = 20 }) {
  // Warm up: the first request loads the remote's server build.
  await fetch(`${shopUrl}${pagePath}`).then((res) => res.text());
  const page = await fixedRate(`${shopUrl}${pagePath}`, { rate, seconds });
  const uncached = await fixedRate(`${shopUrl}${pagePath}`, { rate, seconds, fresh: true });
  const file = await fixedRate(`${shopUrl}${staticPath}`, { rate, seconds });
  return { page, uncached, staticFile: file };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shopUrl = SHOP_URL, pagePath = '/product/bridger-hr1', staticPath = '/favicon.svg'] = process.argv.slice(2);
  console.log(JSON.stringify(await serverRenderUnderLoad({ shopUrl, pagePath, staticPath }), null, 2));
}
