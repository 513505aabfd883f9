/**
 * What observability costs the API (issue 31), measured side by side by `npm run bench`: the same
 * compiled API (one process, a fresh embedded database each) at a paced 200 requests per second on
 * a catalogue read, first with tracing and metrics off, then on (METRICS_PORT and
 * OTEL_EXPORTER_OTLP_ENDPOINT to a real OTLP/HTTP endpoint in this process that accepts every export),
 * then on with one trace in ten sampled, then off again, so a drift of the machine shows. Each figure is the request's p50/p95/p99 and the
 * API's CPU per request. The target is a p99 at most 5 % worse with both on (decision 0027).
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
import { fixedRate } from './server-render-load.mjs';

const RATE = 200;
const SECONDS = Number(process.env.BENCH_OBSERVABILITY_SECONDS ?? 20);

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

/** One API process with `env`, measured at RATE requests a second on `pathname`. */
async function measureApi(label, env, pathname) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-observability-${label.replace(/\W+/g, '-')}-`));
  const api = await startPart('api', {
    apiEnv: { PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  try {
    const url = `http://127.0.0.1:${port}${pathname}`;
    // Warm: caches, the JIT, the database's pages.
    await fixedRate(url, { rate: RATE, seconds: 3 });
    const before = cpuMs(api.pid);
    const load = await fixedRate(url, { rate: RATE, seconds: SECONDS });
    const cpu = cpuMs(api.pid) - before;
    return { label, ...load, apiCpuMsPerRequest: Math.round((cpu / (RATE * SECONDS)) * 1000) / 1000 };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Off, on (tracing every request and metrics), off again; the p99 ratio of on to the offs' mean. */
export async function observabilityOverhead({ pathname = '/strapi/page/home' } = {}) {
  const sink = await otlpSink();
  try {
    const off = await measureApi('off', {}, pathname);
    const on = await measureApi(
      'on',
      {
        METRICS_PORT: String(await freePort()),
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_TRACES_SAMPLER: 'always_on',
      },
      pathname,
    );
    // The same with one trace in ten sampled (the settings decision 0027 advises for production).
    const sampled = await measureApi(
      'on, 10 % sampled',
      {
        METRICS_PORT: String(await freePort()),
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_TRACES_SAMPLER: 'traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      },
      pathname,
    );
    const offAgain = await measureApi('off-again', {}, pathname);
    const offP99 = (off.p99Ms + offAgain.p99Ms) / 2;
    return {
      rate: RATE,
      seconds: SECONDS,
      path: pathname,
      off,
      on: { ...on, otlpExports: sink.exports() },
      sampled,
      offAgain,
      p99OnOverOff: Math.round((on.p99Ms / offP99) * 1000) / 1000,
      p99SampledOverOff: Math.round((sampled.p99Ms / offP99) * 1000) / 1000,
      cpuOnOverOff:
        Math.round((on.apiCpuMsPerRequest / ((off.apiCpuMsPerRequest + offAgain.apiCpuMsPerRequest) / 2)) * 1000) /
        1000,
    };
  } finally {
    await sink.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await observabilityOverhead(), null, 2));
}
