/**
 * The remote registry's cost to shoppers (issue 28), measured on the running shop by `npm run bench`:
 *
 * - registryRead: what the registry adds to each server-rendered page, in-process: the shell
 *   server's registry client (shell/server/registry.mjs) reading the shop's GET /Registry/state
 *   through its cache, plus the version choice and the Remote-Versions header every page makes
 *   (version-choice.mjs), timed over 10,000 pages with a warm cache. (The page at 50 requests per
 *   second beside a static file of the same server is results.serverRender.)
 * - beaconIngest: POST /Beacons at a paced 2,000 beacons per second (batches of 10, text/plain as
 *   navigator.sendBeacon sends them, each batch from another client address as real visitors are)
 *   while the product page is requested at 50 per second, beside the same page alone just before:
 *   the page's p95 with and without the ingest, and the beacons the API accepted per second.
 *
 *   node bench/registry-load.mjs     both on a shop of their own (free ports: API, one shell server,
 *                                    the registry in a deploy folder), printed as JSON
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { cpuMs, machineMs } from '../scripts/lib/cpu-time.mjs';
import { startS3RegistryShop } from '../scripts/lib/s3-registry-shop.mjs';
import { REMOTES } from '../scripts/shop-parts.mjs';
import { createRegistryClient } from '../shell/server/registry.mjs';
import { chooseVersions, remoteVersionsHeader } from '../shell/server/version-choice.mjs';
import { fixedRate } from './server-render-load.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The registry's per-page cost in the shell's server, in microseconds, over `pages` pages. */
export async function registryReadCost({ apiUrl, pages = 10_000 }) {
  const registry = createRegistryClient({ registryUrl: apiUrl, cacheMs: 1000 });
  await registry.state();
  const cohorts = Array.from({ length: 256 }, () => randomBytes(16).toString('base64url'));
  const read = [];
  const perPage = [];
  for (let n = 0; n < pages; n++) {
    const started = process.hrtime.bigint();
    const state = await registry.state();
    const readAt = process.hrtime.bigint();
    remoteVersionsHeader(chooseVersions(state, cohorts[n % cohorts.length], {}, REMOTES));
    const done = process.hrtime.bigint();
    read.push(Number(readAt - started) / 1000);
    perPage.push(Number(done - started) / 1000);
  }
  const figures = (list) => {
    list.sort((a, b) => a - b);
    const at = (p) => Math.round(percentile(list, p) * 10) / 10;
    return { p50Us: at(50), p95Us: at(95), p99Us: at(99), maxUs: Math.round(list.at(-1)) };
  };
  // The cache is re-read in the background each second, so some of these pages met a refresh.
  return { pages, cacheMs: 1000, stateRead: figures(read), readChooseAndHeader: figures(perPage) };
}

/** POSTs `body()` to `url` at `rate` a second for `seconds` (open loop); counts what was accepted. */
async function pacedBeacons(url, { rate, seconds, batch }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  const statuses = {};
  let accepted = 0;
  let errors = 0;
  let address = 0;
  const one = (body) =>
    new Promise((resolve) => {
      address += 1;
      const started = performance.now();
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode === 202) accepted += JSON.parse(text).accepted ?? 0;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const total = rate * seconds;
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(batch(i)));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: rate,
    seconds,
    statuses,
    errors,
    beaconsAccepted: accepted,
    beaconsPerSecond: Math.round(accepted / elapsedS),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

/**
 * The product page alone at `pageRate`, then the same page at the same rate while beacons arrive at
 * `beaconsPerSecond` (batches of `batchSize`, the versions the registry serves now).
 * `apiUrl` must reach the API at 127.0.0.1 with TRUST_PROXY naming it (each batch another client);
 * `apiPid`, the API's process, adds its CPU time per second in each window.
 */
export async function beaconIngestBesidePage({
  shopUrl,
  apiUrl,
  pagePath,
  pageRate = 50,
  beaconsPerSecond = 2000,
  batchSize = 10,
  seconds = 20,
  apiPid = null,
}) {
  const state = await fetch(`${apiUrl}/Registry/state`).then((res) => res.json());
  const served = REMOTES.map((remote) => ({ remote, version: state.remotes[remote]?.current?.version })).filter(
    (entry) => entry.version,
  );
  const batch = (n) =>
    JSON.stringify({
      beacons: Array.from({ length: batchSize }, (_, i) => ({
        type: 'remote-health',
        ...served[(n + i) % served.length],
        kind: i === 0 ? 'error' : 'view',
        count: 1,
      })),
    });
  await fetch(`${shopUrl}${pagePath}`).then((res) => res.text());
  // What each window cost the API process and how busy the whole machine was (shared cores).
  const costOf = async (work) => {
    const [api, machine] = [cpuMs(apiPid), machineMs()];
    const result = await work();
    const after = machineMs();
    return {
      result,
      cost: {
        apiCpuMsPerSecond: apiPid ? Math.round((cpuMs(apiPid) - api) / seconds) : null,
        machineBusyPercent: Math.round((100 * (after.busy - machine.busy)) / (after.total - machine.total)),
        loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
      },
    };
  };
  const alone = await costOf(() => fixedRate(`${shopUrl}${pagePath}`, { rate: pageRate, seconds }));
  const during = await costOf(() =>
    Promise.all([
      fixedRate(`${shopUrl}${pagePath}`, { rate: pageRate, seconds }),
      pacedBeacons(`${apiUrl}/Beacons`, { rate: beaconsPerSecond / batchSize, seconds, batch }),
    ]),
  );
  const [pageDuringIngest, ingest] = during.result;
  return {
    batchSize,
    targetBeaconsPerSecond: beaconsPerSecond,
    pageAlone: { ...alone.result, ...alone.cost },
    pageDuringIngest: { ...pageDuringIngest, ...during.cost },
    ingest,
  };
}

/** The API settings both need: each batch comes from another client address (X-Forwarded-For). */
export const REGISTRY_BENCH_API_ENV = { TRUST_PROXY: '127.0.0.1,::1' };

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startS3RegistryShop({ objectStorage: false, apiEnv: REGISTRY_BENCH_API_ENV });
  try {
    const apiUrl = shop.apiUrl.replace('localhost', '127.0.0.1');
    const found = await fetch(`${apiUrl}/strapi/products/search/a`).then((res) => res.json());
    const slug = found.data?.[0]?.slug ?? 'bridger-hr1';
    const pagePath = `/product/${slug}`;
    const read = await registryReadCost({ apiUrl });
    const ingest = await beaconIngestBesidePage({ shopUrl: shop.shopUrl, apiUrl, pagePath, apiPid: shop.apiPid });
    console.log(JSON.stringify({ registryRead: read, beaconIngest: { pagePath, ...ingest } }, null, 2));
  } finally {
    await shop.stop();
  }
}
