/**
 * Prometheus in the production profile (issue 31, `npm run start:prod -- --with-metrics`): the alert
 * rules pass promtool's checks and their unit tests (deploy/prometheus/alerts.test.yml), the Grafana
 * dashboard is a dashboard whose queries name only metrics the shop exports, and a real Prometheus
 * (Debian's package), started as `start:prod --with-metrics` starts it (startPrometheus), finds every
 * target up (a real API and a real shell server on their internal metrics ports, and itself) and
 * loads every alert rule. Needs the API and the shell built (`npm run build`).
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
import { startShellProcess } from '../lib/shell-process.mjs';
import { startEmbeddedApi } from '../lib/topology.mjs';
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

test('a real Prometheus finds the API, the shell server and itself up, and loads every alert rule', {
  timeout: 240_000,
}, async () => {
  const [apiPort, metricsPort, prometheusPort, shellMetricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  const api = await startEmbeddedApi(apiPort, path.join(runDir, 'pglite'), { METRICS_PORT: String(metricsPort) });
  let prometheus;
  let shell;
  try {
    await fetch(`http://localhost:${apiPort}/health`);
    shell = await startShellProcess({
      PUBLIC_API_BASE: `http://localhost:${apiPort}`,
      SHOP_DEPLOY_DIR: path.join(runDir, 'deploy'),
      METRICS_PORT: String(shellMetricsPort),
    });
    await fetch(`${shell.url}/`);
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
    for (let i = 0; i < 60 && up.length < 3; i++) {
      await sleep(500);
      up = await query('up == 1');
    }
    const jobs = up.map((series) => series.metric.job).sort();
    assert.deepEqual(jobs, ['api', 'prometheus', 'shell'], 'every target is up for Prometheus');
    const pages = await query('shell_page_renders_total{job="shell"}');
    assert.ok(pages.length > 0, "the shell server's page counter reaches Prometheus");
    const requests = await query('http_requests_total{job="api", route="/health"}');
    assert.ok(requests.length > 0, 'the API request counter reaches Prometheus');
    const rules = await (await fetch(`${prometheus.url}/api/v1/rules`)).json();
    const alerts = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    for (const name of ['ShopApiHighErrorRate', 'ShopApiSlowP99', 'ShopServerRenderFailures', 'ShopDbPoolSaturated']) {
      assert.ok(alerts.includes(name), `${name} is loaded`);
    }
  } finally {
    prometheus?.child.kill('SIGTERM');
    await shell?.stop();
    await api.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});
