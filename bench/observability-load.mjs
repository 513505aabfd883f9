/**
 * What observability costs the API (issue 31), measured side by side by `npm run bench`: the same
 * compiled API, three processes started together (a fresh embedded database each):
 *
 *   - off: no tracing, no metrics;
 *   - on: tracing every request (OTEL_TRACES_SAMPLER=always_on) to a real OTLP/HTTP endpoint in this
 *     process that accepts every export, and metrics (METRICS_PORT, scraped every 5 s as Prometheus
 *     would);
 *   - sampled: the same with one trace in ten (the setting decision 0027 advises for production).
 *
 * A paced 200 requests a second on a catalogue read go to one process at a time, in interleaved
 * rounds (off, on, sampled, off, on, ...), so a drift of the machine falls on every mode alike.
 * Each mode's p50/p95/p99 is over all its rounds' requests pooled; its CPU is the process's own
 * over its rounds. The target is a p99 at most 5 % worse with both on (decision 0027).
 *
 *   node bench/observability-load.mjs      printed as JSON (free ports, no shop needed)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuMs } from '../scripts/lib/cpu-time.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startPart } from '../scripts/lib/topology.mjs';
import { fixedRate, pooledPercentiles } from './server-render-load.mjs';

const RATE = 200;
const ROUNDS = Number(process.env.BENCH_OBSERVABILITY_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_OBSERVABILITY_SECONDS ?? 10);
const SCRAPE_EVERY_MS = 5000;

/** An OTLP/HTTP endpoint that takes every export (POST /v1/traces, JSON or protobuf) and counts it. */
async function otlpSink() {
  let exports = 0;
  const server = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') exports++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    exports: () => exports,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One API process with `env` on a free port and a fresh embedded database. */
async function startApi(label, env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-observability-${label}-`));
  const api = await startPart('api', {
    apiEnv: { PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  let scrapes = 0;
  const scraper = env.METRICS_PORT
    ? setInterval(() => {
        fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`)
          .then((res) => res.text())
          .then(() => scrapes++)
          .catch(() => {});
      }, SCRAPE_EVERY_MS)
    : null;
  return {
    label,
    api,
    url: `http://127.0.0.1:${port}`,
    scrapes: () => scrapes,
    async stop() {
      if (scraper) clearInterval(scraper);
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ratio = (a, b) => Math.round((a / b) * 1000) / 1000;

/** Off, on (tracing every request and metrics) and one trace in ten, in interleaved rounds. */
export async function observabilityOverhead({ pathname = '/strapi/page/home' } = {}) {
  const sink = await otlpSink();
  const tracingEnv = async (sampler) => ({
    METRICS_PORT: String(await freePort()),
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    ...sampler,
  });
  const modes = [];
  try {
    modes.push(await startApi('off', {}));
    modes.push(await startApi('on', await tracingEnv({ OTEL_TRACES_SAMPLER: 'always_on' })));
    modes.push(
      await startApi(
        'sampled',
        await tracingEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }),
      ),
    );
    // Warm each: caches, the JIT, the database's pages.
    for (const mode of modes) await fixedRate(mode.url + pathname, { rate: RATE, seconds: 3 });
    const runs = Object.fromEntries(
      modes.map((mode) => [mode.label, { latencies: [], p99PerRound: [], cpuMs: 0, statuses: {} }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of modes) {
        const before = cpuMs(mode.api.pid);
        const load = await fixedRate(mode.url + pathname, { rate: RATE, seconds: SECONDS, keepLatencies: true });
        const run = runs[mode.label];
        run.cpuMs += cpuMs(mode.api.pid) - before;
        run.latencies.push(load.latencies);
        run.p99PerRound.push(load.p99Ms);
        for (const [status, count] of Object.entries(load.statuses))
          run.statuses[status] = (run.statuses[status] ?? 0) + count;
      }
    }
    const summary = (label) => {
      const run = runs[label];
      const pooled = pooledPercentiles(run.latencies);
      return {
        label,
        ...pooled,
        p99PerRound: run.p99PerRound,
        statuses: run.statuses,
        apiCpuMsPerRequest: Math.round((run.cpuMs / pooled.requests) * 1000) / 1000,
      };
    };
    const off = summary('off');
    const on = summary('on');
    const sampled = summary('sampled');
    return {
      rate: RATE,
      seconds: SECONDS,
      rounds: ROUNDS,
      path: pathname,
      off,
      on: { ...on, otlpExports: sink.exports(), metricsScrapes: modes[1].scrapes() },
      sampled: { ...sampled, metricsScrapes: modes[2].scrapes() },
      p99OnOverOff: ratio(on.p99Ms, off.p99Ms),
      p99SampledOverOff: ratio(sampled.p99Ms, off.p99Ms),
      cpuOnOverOff: ratio(on.apiCpuMsPerRequest, off.apiCpuMsPerRequest),
      cpuSampledOverOff: ratio(sampled.apiCpuMsPerRequest, off.apiCpuMsPerRequest),
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    };
  } finally {
    for (const mode of modes) await mode.stop();
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await observabilityOverhead(), null, 2));
}
