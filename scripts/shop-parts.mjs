/** The parts of the composed shop and where each one listens (named once, in topology.json). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shop's topology (topology.json at the repository's root). */
export const TOPOLOGY = JSON.parse(fs.readFileSync(path.join(repoRoot, 'topology.json'), 'utf8'));

/** The remotes, in the order the shell lists them. */
export const REMOTES = TOPOLOGY.remotes.map((remote) => remote.name);

/** The shell and each remote: its folder and its local port. */
export const PARTS = {
  shell: { port: TOPOLOGY.shell.port, dir: TOPOLOGY.shell.dir },
  ...Object.fromEntries(TOPOLOGY.remotes.map(({ name, port, dir }) => [name, { port, dir }])),
};

export const API_PORT = TOPOLOGY.api.port;

/** The local shop's URLs (npm start, the e2e run, the bench). */
export const SHOP_URL = `http://localhost:${PARTS.shell.port}`;
export const API_URL = `http://localhost:${API_PORT}`;

/** Where published remote versions and the registry live (the e2e run uses its own). */
export function deployDir() {
  return process.env.SHOP_DEPLOY_DIR
    ? path.resolve(repoRoot, process.env.SHOP_DEPLOY_DIR)
    : path.join(repoRoot, '.deploy');
}

/** Public origin of a part; overridable per deployment, e.g. REMOTE_ORIGIN_CATALOG. */
export function originOf(name) {
  const override = process.env[`REMOTE_ORIGIN_${name.toUpperCase()}`];
  return override ?? `http://localhost:${PARTS[name].port}`;
}
