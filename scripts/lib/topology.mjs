/**
 * Builds and starts the whole composed shop: API on :4000, each remote's published versions on
 * :3001-3004 (scripts/remote-deploy-server.mjs), the shell's server on :3000
 * (shell/server/serve-shell.mjs). Used by `npm start`, the e2e run and the benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { publish, readRegistry } from '../remote-registry.mjs';
import { API_PORT, deployDir, originOf, PARTS, REMOTES, repoRoot } from '../shop-parts.mjs';
import { log, run, startChild } from './proc.mjs';
import { waitFor } from './wait-for.mjs';

/** Builds every part for production: the shell and every remote, then the API to JavaScript. */
export function buildAll() {
  log('Building shell and remotes ...');
  run('pnpm', ['--filter', 'shell', '--filter', './mfe-*', '--workspace-concurrency=1', 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  buildApi();
}

/** Builds the API to JavaScript (api/dist: server.mjs, one process; cluster.mjs, the production cluster). */
export function buildApi() {
  log('Building the API to JavaScript ...');
  run('pnpm', ['--filter', 'api', 'run', 'build']);
}

/** Publishes each remote's fresh build unless the registry's current version is that very build. */
export function publishChangedRemotes() {
  const registry = readRegistry();
  for (const name of REMOTES) {
    const dist = path.join(repoRoot, PARTS[name].dir, 'dist', 'mf-manifest.json');
    const current = registry.remotes[name]?.current;
    const published = current && path.join(deployDir(), name, current, 'mf-manifest.json');
    const same = published && fs.existsSync(published) && fs.readFileSync(published).equals(fs.readFileSync(dist));
    if (!same) log(`Published ${name} ${publish(name, { build: false })}`);
  }
}

/**
 * Starts the API compiled to JavaScript (api/dist/server.mjs, built by buildAll), one process on
 * the embedded database; resolves when /health answers. Run through the TypeScript loader it held
 * about 700 MB; compiled, about a sixth of that. Reload while working on the API stays
 * `pnpm --filter api dev`.
 */
export async function startApi(env = {}) {
  const child = startChild('api', process.execPath, ['--enable-source-maps', apiEntry], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    detached: true,
  });
  await waitFor(`http://localhost:${API_PORT}/health`, 120_000);
  return child;
}

/** The compiled API's one-process entry (api/build.mjs). */
const apiEntry = path.join(repoRoot, 'api', 'dist', 'server.mjs');

/** Where the running parts note their process ids (the e2e suite stops and restarts a remote). */
export const pidsDir = path.join(repoRoot, '.run', 'pids');

/**
 * How a part's server is started: the shell's own server, told this topology (its port, the
 * registry's folder, the API's and the remotes' origins), or the deploy server of one remote.
 */
function serverCommand(name) {
  if (name !== 'shell') return [path.join(repoRoot, 'scripts', 'remote-deploy-server.mjs'), name];
  return [path.join(repoRoot, 'shell', 'server', 'serve-shell.mjs')];
}

/** Each server is told its port (an inherited PORT must not put them all on one). */
function serverEnv(name) {
  if (name !== 'shell') return { PORT: String(PARTS[name].port) };
  return {
    PORT: String(PARTS.shell.port),
    SHOP_DEPLOY_DIR: deployDir(),
    PUBLIC_API_BASE: process.env.PUBLIC_API_BASE ?? `http://localhost:${API_PORT}`,
    ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_ORIGIN_${remote.toUpperCase()}`, originOf(remote)])),
  };
}

/** Starts one part's server (the shell or a remote); resolves when it answers. */
export async function startServer(name, env = {}) {
  const child = startChild(name, process.execPath, serverCommand(name), {
    env: { ...process.env, ...serverEnv(name), ...env },
    detached: true,
  });
  fs.mkdirSync(pidsDir, { recursive: true });
  fs.writeFileSync(path.join(pidsDir, `${name}.pid`), String(child.pid));
  const probe =
    name === 'shell' ? '/runtime-config.json' : `/${readRegistry().remotes[name]?.current}/mf-manifest.json`;
  await waitFor(`http://localhost:${PARTS[name].port}${probe}`);
  return child;
}

/** Ends a process group started detached (the pnpm wrapper and its children), quietly. */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Starts API, remotes and shell. Returns a stop() that ends them all. */
export async function startShop({ apiEnv = {} } = {}) {
  const children = new Map();
  const stopOne = (name) => {
    const child = children.get(name);
    if (child && child.exitCode === null) killGroup(child.pid);
    children.delete(name);
  };
  const stop = () => {
    for (const name of [...children.keys()]) stopOne(name);
    // A server the e2e suite restarted itself is known only by its pid file.
    if (fs.existsSync(pidsDir)) {
      for (const file of fs.readdirSync(pidsDir)) {
        killGroup(Number(fs.readFileSync(path.join(pidsDir, file), 'utf8')));
        fs.rmSync(path.join(pidsDir, file), { force: true });
      }
    }
  };
  try {
    children.set('api', await startApi(apiEnv));
    for (const name of [...REMOTES, 'shell']) children.set(name, await startServer(name));
  } catch (error) {
    stop();
    throw error;
  }
  /** Each part's process id (the memory figure, bench/shop-memory.mjs). */
  const pids = () => Object.fromEntries([...children].map(([name, child]) => [name, child.pid]));
  return { children, stopOne, stop, pids };
}
