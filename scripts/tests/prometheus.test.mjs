/**
 * Prometheus in the production profile (issue 31, `npm run start:prod -- --with-metrics`): the alert
 * rules pass promtool's checks and their unit tests (deploy/prometheus/alerts.test.yml), the Grafana
 * dashboard is a dashboard whose queries name only metrics the shop exports, and a real Prometheus
 * (Debian's package), started as the profile starts it, scrapes a real API's internal metrics port
 * and loads every alert rule. Needs the API built (`npm run build` or `pnpm --filter api build`).
 *
 *   node --test scripts/tests/
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { freePort } from '../lib/free-port.mjs';
import { ALERT_RULES, ensurePrometheus, PROMTOOL_BIN, startPrometheus } from '../lib/prometheus.mjs';
import { startPart } from '../lib/topology.mjs';
import { repoRoot } from '../shop-parts.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('the alert rules pass promtool and fire on the series they are written for', () => {
  ensurePrometheus();
  execFileSync(PROMTOOL_BIN, ['check', 'rules', ALERT_RULES], { stdio: 'pipe' });
  const out = execFileSync(PROMTOOL_BIN, ['test', 'rules', 'alerts.test.yml'], {
    cwd: path.dirname(ALERT_RULES),
    encoding: 'utf8',
  });
  assert.match(out, /SUCCESS/);
});

test('the Grafana dashboard queries metrics that the shop exports or alerts on', () => {
  const dashboard = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'deploy', 'grafana', 'shop-dashboard.json'), 'utf8'),
  );
  assert.ok(dashboard.panels.length >= 8);
  const exported = new Set(
    [
      ...fs
        .readFileSync(path.join(repoRoot, 'api', 'src', 'platform', 'telemetry', 'metrics.ts'), 'utf8')
        .matchAll(/name: '([a-z_]+)'/g),
    ].map((m) => m[1]),
  );
  const rules = fs.readFileSync(ALERT_RULES, 'utf8');
  for (const panel of dashboard.panels) {
    assert.ok(panel.targets.length > 0, `${panel.title} has a query`);
    for (const { expr } of panel.targets) {
      const names = [...expr.matchAll(/\b([a-z_]+)(?:_bucket)?\{/g)].map((m) => m[1].replace(/_bucket$/, ''));
      for (const name of names) {
        const known =
          exported.has(name) || name.startsWith('nodejs_') || name.startsWith('shell_') || rules.includes(name);
        assert.ok(known, `${panel.title}: ${name} is neither exported by the API nor a shell or Node.js metric`);
      }
    }
  }
});

test('a real Prometheus scrapes the API on its internal port and loads every alert rule', {
  timeout: 240_000,
}, async () => {
  const [apiPort, metricsPort, prometheusPort, shellMetricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  const api = await startPart('api', {
    apiEnv: {
      PORT: String(apiPort),
      PGLITE_DIR: path.join(runDir, 'pglite'),
      DATABASE_URL: '',
      METRICS_PORT: String(metricsPort),
      STAFF_API_KEY: 'x'.repeat(32),
    },
  });
  let prometheus;
  try {
    await fetch(`http://localhost:${apiPort}/health`);
    prometheus = await startPrometheus({
      runDir,
      quiet: true,
      apiMetricsPort: metricsPort,
      shellMetricsPort,
      prometheusPort,
      scrapeInterval: '1s',
    });
    const query = async (expr) => {
      const res = await fetch(`${prometheus.url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      return (await res.json()).data.result;
    };
    let up = [];
    for (let i = 0; i < 60 && up.length === 0; i++) {
      await sleep(500);
      up = await query('up{job="api"} == 1');
    }
    assert.equal(up.length, 1, 'the API is up for Prometheus');
    const requests = await query('http_requests_total{job="api", route="/health"}');
    assert.ok(requests.length > 0, 'the API request counter reaches Prometheus');
    const rules = await (await fetch(`${prometheus.url}/api/v1/rules`)).json();
    const alerts = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    for (const name of ['ShopApiHighErrorRate', 'ShopApiSlowP99', 'ShopServerRenderFailures', 'ShopDbPoolSaturated']) {
      assert.ok(alerts.includes(name), `${name} is loaded`);
    }
  } finally {
    prometheus?.child.kill('SIGTERM');
    await api.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});
