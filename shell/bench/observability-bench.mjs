/**
 * The shell server's tracing overhead (issue 31, docs/decisions/0027): one server-rendered page
 * asked for one request at a time, tracing on (every page and render span exported over OTLP/HTTP
 * to a sink in this process, the render's API call carrying its traceparent) against off, in
 * alternating rounds. Metrics are on in both (their counters are always counted). Each render is
 * made afresh (SERVER_RENDER_CACHE_MS=0), the worst case: with the default reuse most pages of a
 * busy product have no render span.
 *
 *   node shell/bench/observability-bench.mjs [requests per round = 400] [rounds per mode = 3]
 *
 * The shell server runs in its own process (tests/check/run-shell-server.mjs) on a fixture build
 * and deploy folder (a remote's server build that reads its product from an API stand-in here);
 * its CPU time per request is read from /proc. Prints a Markdown table for bench/observability.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const perRound = Number(process.argv[2] ?? 400);
const rounds = Number(process.argv[3] ?? 3);

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

// The API stand-in: a product and the registry's state.
const product = { title: 'Bridger HR1', description: 'x'.repeat(2000) };
const api = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  if (req.url === '/Registry/state') {
    res.end(
      JSON.stringify({
        revision: '1',
        remotes: { catalog: { current: { version: 'v1', serverManifest: 'ssr/mf-manifest.json' }, canary: null } },
      }),
    );
  } else res.end(JSON.stringify(product));
});
const apiBase = await listen(api);
// The OTLP/HTTP sink: counts the spans it is sent.
let exported = 0;
const sink = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    for (const resource of JSON.parse(Buffer.concat(chunks).toString()).resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? []) exported += scope.spans?.length ?? 0;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const sinkUrl = await listen(sink);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-obs-bench-'));
const distDir = path.join(work, 'dist');
const deployDir = path.join(work, 'deploy');
const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
write(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Shop</title></head><body><main id="shop-main"></main></body></html>',
);
fs.copyFileSync(path.join(shellDir, 'src/layout/route-table.html'), path.join(distDir, 'route-table.html'));
write(path.join(distDir, 'mf-manifest.json'), '{"shared":[]}');
const version = path.join(deployDir, 'catalog', 'v1');
const entry = JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } });
write(
  path.join(version, 'mf-manifest.json'),
  JSON.stringify({
    ...JSON.parse(entry),
    shared: [],
    exposes: [{ name: 'app', assets: { js: { sync: ['static/js/app.js'] } } }],
  }),
);
write(path.join(version, 'ssr', 'mf-manifest.json'), entry);
write(path.join(version, 'ssr', 'package.json'), '{ "type": "commonjs" }\n');
write(
  path.join(version, 'ssr', 'remoteEntry.js'),
  `'use strict';
const { Readable } = require('node:stream');
async function renderPage({ url, apiBase, traceparent }) {
  const response = await fetch(apiBase + '/Products/' + url.split('/').pop(), { headers: traceparent ? { traceparent } : {} });
  const product = await response.json();
  const html = '<article><h1>' + product.title + '</h1>' + '<p>' + product.description + '</p>'.repeat(1) + '</article>';
  return { stream: Readable.from([html]), data: { product }, head: { title: product.title }, status: 200 };
}
module.exports = { init: async () => {}, get: async () => () => ({ renderPage }) };
`,
);

function startShell(traced) {
  const child = spawn(process.execPath, [path.join(shellDir, 'tests/check/run-shell-server.mjs'), distDir], {
    env: {
      PATH: process.env.PATH,
      SHOP_DEPLOY_DIR: deployDir,
      PUBLIC_API_BASE: apiBase,
      REGISTRY_CACHE_MS: '1000',
      SERVER_RENDER_CACHE_MS: '0',
      METRICS_PORT: '0',
      ...(traced ? { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_BSP_SCHEDULE_DELAY: '500' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = out.match(/listening (\d+)/)?.[1];
      if (port) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`shell server exited ${code}`)));
  });
}

const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks per second
};
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function round(traced) {
  const { child, origin } = await startShell(traced);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${origin}/product/bridger-hr1`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
        })
        .on('error', reject);
    });
  for (let i = 0; i < 30; i++) await get(); // warm-up: the server build loaded, the JIT warm
  const page = await (await fetch(`${origin}/product/bridger-hr1`)).text();
  if (!page.includes('<h1>Bridger HR1</h1>')) throw new Error('the page was not rendered on the server');
  const cpuBefore = cpuMs(child.pid);
  const times = [];
  let failed = 0;
  for (let i = 0; i < perRound; i++) {
    const { ms, status } = await get();
    times.push(ms);
    if (status !== 200) failed++;
  }
  const cpu = (cpuMs(child.pid) - cpuBefore) / perRound;
  agent.destroy();
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), cpu, failed };
}

const load = os.loadavg()[0];
const results = { off: [], on: [] };
for (let r = 0; r < rounds; r++) {
  results.off.push(await round(false));
  results.on.push(await round(true));
}
const fixed = (n) => n.toFixed(2);
console.log(
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node shell/bench/observability-bench.mjs ${perRound} ${rounds}\`: ` +
    `${perRound} requests per round, one at a time, to one server-rendered page, ${rounds} alternating rounds; ` +
    `load average ${load.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after on ${os.cpus().length} cores; ${exported} spans exported.\n`,
);
console.log(
  '| mode | shell CPU ms per page (median) | p50 ms (median of rounds) | p95 ms (median of rounds) | p95 per round | non-200 |',
);
console.log('| ---- | --- | --- | --- | --- | --- |');
for (const mode of ['off', 'on']) {
  const list = results[mode];
  console.log(
    `| ${mode} | ${fixed(median(list.map((x) => x.cpu)))} | ${fixed(median(list.map((x) => x.p50)))} | ${fixed(median(list.map((x) => x.p95)))} | ${list.map((x) => fixed(x.p95)).join(', ')} | ${list.reduce((n, x) => n + x.failed, 0)} |`,
  );
}
api.close();
sink.close();
fs.rmSync(work, { recursive: true, force: true });
