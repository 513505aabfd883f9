/** The parts of the composed shop and where each one listens. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PARTS = {
  shell: { port: 3000, dir: 'shell' },
  catalog: { port: 3001, dir: 'mfe-catalog' },
  checkout: { port: 3002, dir: 'mfe-checkout' },
  account: { port: 3003, dir: 'mfe-account' },
  dealers: { port: 3004, dir: 'mfe-dealers' },
};

export const REMOTES = ['catalog', 'checkout', 'account', 'dealers'];

export const API_PORT = 4000;

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
