/**
 * Prometheus for the production profile (`npm run start:prod -- --with-metrics`, issue 31): Debian's
 * package, installed when missing, scraping every process of the profile on its internal metrics
 * port, with the alert rules of deploy/prometheus/alerts.yml. Its UI and API listen on 127.0.0.1
 * only (PROMETHEUS_PORT, default the profile's port + 9).
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shop-parts.mjs';
import { log, run, startChild } from './proc.mjs';
import { waitFor } from './wait-for.mjs';

export const PROMETHEUS_BIN = '/usr/bin/prometheus';
export const PROMTOOL_BIN = '/usr/bin/promtool';
export const ALERT_RULES = path.join(repoRoot, 'deploy', 'prometheus', 'alerts.yml');
const TEMPLATE = path.join(repoRoot, 'deploy', 'prometheus', 'prometheus.yml.template');

/** Installs Debian's prometheus package (with promtool) unless it is there. */
export function ensurePrometheus() {
  if (fs.existsSync(PROMETHEUS_BIN) && fs.existsSync(PROMTOOL_BIN)) return;
  log("Installing Debian's prometheus (apt-get) ...");
  const root = process.getuid?.() === 0;
  const apt = (args) =>
    run(root ? 'apt-get' : 'sudo', [...(root ? [] : ['apt-get']), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '-qq', '--no-install-recommends', 'prometheus']);
  } catch {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'prometheus']);
  }
}

/** Fills the config template: every `${NAME}` must have a value. */
export function prometheusConfig({ apiMetricsPort, shellMetricsPort, prometheusPort, scrapeInterval = '15s' }) {
  const values = {
    API_METRICS_PORT: apiMetricsPort,
    SHELL_METRICS_PORT: shellMetricsPort,
    PROMETHEUS_PORT: prometheusPort,
    SCRAPE_INTERVAL: scrapeInterval,
    ALERT_RULES: ALERT_RULES,
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`No value for ${match} in the Prometheus template`);
    return String(values[name]);
  });
}

/**
 * Writes the config into `<runDir>/prometheus`, checks it with promtool and starts Prometheus
 * (its data in the same folder). Answers the child process and its URL once it is ready.
 */
export async function startPrometheus({ runDir, quiet = false, ...ports }) {
  ensurePrometheus();
  const dir = path.join(runDir, 'prometheus');
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true });
  const file = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(file, prometheusConfig(ports));
  run(PROMTOOL_BIN, ['check', 'config', file], { stdio: quiet ? 'ignore' : 'inherit' });
  const url = `http://127.0.0.1:${ports.prometheusPort}`;
  const child = startChild(
    'prometheus',
    PROMETHEUS_BIN,
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${ports.prometheusPort}`,
      '--storage.tsdb.retention.time=7d',
      '--log.level=warn',
    ],
    { detached: true, quiet },
  );
  await waitFor(`${url}/-/ready`, 60_000);
  return { child, url };
}
