/**
 * Builds and starts the whole composed shop: API on :4000 (with the remote registry), each remote's
 * fresh build published through the registry's API when it changed, each remote's published
 * versions on :3001-3005 (scripts/remote-deploy-server.mjs, serving the registry's storage folder,
 * the deploy folder), the shell's server on :3000 (shell/server/serve-shell.mjs). Used by
 * `npm start`, the e2e run and the benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '../remote/api-client.mjs';
import { staffKey } from '../remote/credentials.mjs';
import { uploadVersion } from '../remote/publish.mjs';
import { currentVersionOf, readRegistryState } from '../remote/registry-state.mjs';
import { releaseFiles } from '../remote/release.mjs';
import { API_PORT, deployDir, originOf, PARTS, REMOTES, repoRoot } from '../shop-parts.mjs';
import { log, run, startChild } from './proc.mjs';
import { supervise } from './supervise.mjs';
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

/**
 * Module Federation's build statistics: nothing reads them at run time, and two builds of the same
 * source can list their modules' users differently.
 */
const BUILD_STATISTICS = /^mf-stats\.json(\.br|\.gz)?$/;

/**
 * Whether the registry's current version of `remote` is the build in `dist`: the same files with the
 * same contents, but for the build statistics. The version's name says only its manifest, and a
 * build can change without its manifest (its route hints, a public file).
 */
async function isCurrentBuild(client, state, remote, dist) {
  const current = currentVersionOf(state, remote);
  if (!current) return false;
  const { versions } = await client.get(`/Registry/remotes/${remote}/versions`);
  const published = versions.find((version) => version.version === current);
  if (!published) return false;
  const line = (file) => `${file.path} ${file.sha256}`;
  const served = (file) => !BUILD_STATISTICS.test(file.path);
  const publishedFiles = new Set(published.files.filter(served).map(line));
  const built = releaseFiles(dist).filter(served).map(line);
  return built.length === publishedFiles.size && built.every((file) => publishedFiles.has(file));
}

/**
 * Publishes each remote's fresh build through the registry's API (staff key), as a team would with
 * `npm run remote:publish -- <remote> --no-build --as-staff`, unless the registry's current version
 * is that very build (the same files, with the same contents). Runs once the API answers and before
 * the remotes' servers start.
 */
export async function publishChangedRemotes({ apiUrl, key }) {
  const client = createClient({ baseUrl: apiUrl, auth: { staffKey: key } });
  const state = await readRegistryState(apiUrl);
  for (const name of REMOTES) {
    const dist = path.join(repoRoot, PARTS[name].dir, 'dist');
    if (await isCurrentBuild(client, state, name, dist)) continue;
    try {
      const { version } = await uploadVersion(client, name, dist);
      log(`Published ${name} ${version}`);
    } catch (error) {
      const failures = (error.failures ?? []).map((failure) => `\n  ${failure.rule}: ${failure.message}`).join('');
      throw new Error(`Publishing ${name} failed: ${error.message}${failures}`);
    }
  }
}

/** The API's local URL (on its PORT, when one is given). */
const localApiUrl = (apiEnv = {}) => `http://localhost:${apiEnv.PORT ?? API_PORT}`;

/** The compiled API's one-process entry (api/build.mjs). */
const apiEntry = path.join(repoRoot, 'api', 'dist', 'server.mjs');

/**
 * The API compiled to JavaScript (api/dist/server.mjs, built by buildAll), one process on the
 * embedded database. Run through the TypeScript loader it held about 700 MB; compiled, a good deal
 * less. Reload while working on the API stays `pnpm --filter api dev`.
 */
function spawnApi(env) {
  return startChild('api', process.execPath, ['--enable-source-maps', apiEntry], {
    // The registry keeps published versions in the deploy folder, which the remotes' servers serve.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SHOP_DEPLOY_DIR: deployDir(), ...env },
    detached: true,
  });
}

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
function serverEnv(name, apiEnv) {
  if (name !== 'shell') return { PORT: String(PARTS[name].port) };
  return {
    PORT: String(PARTS.shell.port),
    SHOP_DEPLOY_DIR: deployDir(),
    // Where the shell's server reads the registry's state (GET /Registry/state).
    REGISTRY_URL: process.env.REGISTRY_URL ?? localApiUrl(apiEnv),
    PUBLIC_API_BASE: process.env.PUBLIC_API_BASE ?? `http://localhost:${API_PORT}`,
    ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_ORIGIN_${remote.toUpperCase()}`, originOf(remote)])),
  };
}

/** One part's server process (the shell or a remote). */
function spawnServer(name, apiEnv) {
  return startChild(name, process.execPath, serverCommand(name), {
    env: { ...process.env, ...serverEnv(name, apiEnv) },
    detached: true,
  });
}

/** What answers once a part is up: a remote's server answers with its current version's manifest. */
async function readyUrl(name, apiEnv = {}) {
  if (name === 'api') return `${localApiUrl(apiEnv)}/health`;
  if (name === 'shell') return `http://localhost:${PARTS.shell.port}/runtime-config.json`;
  const current = currentVersionOf(await readRegistryState(localApiUrl(apiEnv)), name);
  if (!current) throw new Error(`The registry has no current version of ${name}: nothing to serve`);
  return `http://localhost:${PARTS[name].port}/${current}/mf-manifest.json`;
}

/** Notes a part's current process id (the e2e suite stops and restarts a remote's server by it). */
function notePid(name, child) {
  fs.mkdirSync(pidsDir, { recursive: true });
  fs.writeFileSync(path.join(pidsDir, `${name}.pid`), String(child.pid));
}

/** Ends a process group started detached, quietly. */
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

/**
 * The API as npm start runs it, for a script's test: on `port`, on a fresh embedded database in
 * `dataDir`, with a staff key of the test's own; `env` adds to (or overrides) that.
 */
export function startEmbeddedApi(port, dataDir, env = {}) {
  return startPart('api', {
    apiEnv: { PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', STAFF_API_KEY: 'x'.repeat(32), ...env },
  });
}

/**
 * Starts one part under supervision (scripts/lib/supervise.mjs: a part that dies is started again,
 * with backoff); resolves when it answers.
 */
export async function startPart(name, { apiEnv = {} } = {}) {
  const start = name === 'api' ? () => spawnApi(apiEnv) : () => spawnServer(name, apiEnv);
  const supervised = supervise(name, start, { onStart: (child) => notePid(name, child) });
  const part = {
    get pid() {
      return supervised.pid;
    },
    /** Ends the supervision and the part; its pid file goes too, unless another process took it over. */
    async stop() {
      const pid = supervised.pid;
      await supervised.stop();
      const file = path.join(pidsDir, `${name}.pid`);
      if (fs.existsSync(file) && Number(fs.readFileSync(file, 'utf8')) === pid) fs.rmSync(file, { force: true });
    },
  };
  try {
    await waitFor(await readyUrl(name, apiEnv), name === 'api' ? 120_000 : 60_000);
  } catch (error) {
    await part.stop();
    throw error;
  }
  return part;
}

/** The PGlite folder the API will open, or null when it runs on PostgreSQL (DATABASE_URL). */
function embeddedDatabaseDir(apiEnv) {
  const env = { ...process.env, ...apiEnv };
  if (env.DATABASE_URL) return null;
  return env.PGLITE_DIR || path.join(repoRoot, '.data', 'pglite');
}

const freshEmbeddedDatabase = (apiEnv) => {
  const dir = embeddedDatabaseDir(apiEnv);
  return dir !== null && !fs.existsSync(path.join(dir, 'PG_VERSION'));
};

/**
 * A fresh embedded database is migrated and seeded by a first API process, which then stops; the
 * API that serves starts on the prepared database. PGlite's memory only grows, and the seed grows
 * it by some 170 MB that serving never needs again (bench/memory.log).
 */
async function prepareEmbeddedDatabase(apiEnv) {
  log('Preparing the embedded database (migrations, first-run seed) ...');
  const preparing = await startPart('api', { apiEnv });
  await preparing.stop();
}

/**
 * Starts the API, publishes the remotes' changed builds through it, then starts the remotes' servers
 * and the shell, each supervised (restarted when it dies). Answers `stop()`, which
 * ends the supervision and every part (and answers a promise of their exit), `stopOne(name)`, and
 * `pids()`, each part's current process id.
 */
export async function startShop({ apiEnv = {} } = {}) {
  const parts = new Map();
  const stopOne = (name) => {
    const part = parts.get(name);
    parts.delete(name);
    return part ? part.stop() : Promise.resolve();
  };
  const stop = () => {
    const stopped = [...parts.keys()].map(stopOne);
    // A server the e2e suite restarted itself is known only by its pid file.
    if (fs.existsSync(pidsDir)) {
      for (const file of fs.readdirSync(pidsDir)) {
        killGroup(Number(fs.readFileSync(path.join(pidsDir, file), 'utf8')));
        fs.rmSync(path.join(pidsDir, file), { force: true });
      }
    }
    return Promise.all(stopped);
  };
  try {
    if (freshEmbeddedDatabase(apiEnv)) await prepareEmbeddedDatabase(apiEnv);
    parts.set('api', await startPart('api', { apiEnv }));
    await publishChangedRemotes({ apiUrl: localApiUrl(apiEnv), key: staffKey({ ...process.env, ...apiEnv }) });
    for (const name of [...REMOTES, 'shell']) parts.set(name, await startPart(name, { apiEnv }));
  } catch (error) {
    await stop();
    throw error;
  }
  /** Each part's current process id (the memory figure, bench/shop-memory.mjs). */
  const pids = () => Object.fromEntries([...parts].map(([name, part]) => [name, part.pid]));
  return { parts, stopOne, stop, pids };
}
