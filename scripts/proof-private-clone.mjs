/**
 * Proof (issue 32, item 10): the production profile serves its scripts, styles, images and remote
 * manifests from a clone in a folder only its owner may enter. Clones this repository's committed
 * HEAD into `mktemp -d` (mode 0700), installs (offline, from pnpm's store), builds, starts
 * `npm run start:prod --no-build --unsafe-test-captcha` on a database of its own (it publishes the
 * remotes' builds through the registry's API with its staff key), waits for its
 * URL, fetches one file of each kind through nginx, stops it, and cleans up. Fails when start:prod
 * does not start or any file does not come back 200.
 *
 *   DATABASE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (default)
 *   SHOP_PORTS_LOCK=/tmp/shop-ports.lock   hold this lock (flock) only while the profile listens
 *   node scripts/proof-private-clone.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { log } from './lib/proc.mjs';
import { repoRoot } from './shop-parts.mjs';

const pg = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `shop_private_proof_${process.pid}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The clone is a deployment of its own: settings that point at this checkout's shop (its registry
// folder, as the e2e run sets it, or its embedded database) are not passed on.
const { SHOP_DEPLOY_DIR, PGLITE_DIR, ...cloneEnv } = process.env;

const run = (cwd, command, args) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...cloneEnv, CI: 'true' } });

/** Starts start:prod in the clone; resolves with the process once it printed its URL. */
function startProd(clone, databaseUrl) {
  const command = [process.execPath, 'scripts/start-prod.mjs', '--no-build', '--unsafe-test-captcha'];
  const lock = process.env.SHOP_PORTS_LOCK;
  const [bin, ...args] = lock ? ['flock', lock, ...command] : command;
  const child = spawn(bin, args, {
    cwd: clone,
    env: { ...cloneEnv, DATABASE_URL: databaseUrl, PROD_RUN_DIR: '.run/production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
      const url = /^\s+(http:\/\/\S+)\s*$/m.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start:prod exited (${code}) without printing a URL`)));
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-private-'));
const clone = path.join(folder, 'shop');
let started;
let failed = false;
try {
  log(`Private folder ${folder} (mode ${(fs.statSync(folder).mode & 0o777).toString(8)})`);
  // The committed HEAD by its commit, so a detached checkout (as CI may have) is cloned too.
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }).toString().trim();
  run(repoRoot, 'git', ['clone', '--quiet', '--no-checkout', repoRoot, clone]);
  run(clone, 'git', ['checkout', '--quiet', commit]);
  run(clone, 'pnpm', ['install', '--frozen-lockfile', '--offline']);
  // start:prod publishes the remotes' builds through the registry's API once the API answers.
  run(clone, 'npm', ['run', 'build']);
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  started = await startProd(clone, databaseUrl.href);

  // start:prod checked its files before printing the URL; a page's own files are checked here again.
  const page = await (await fetch(`${started.url}/product/bridger-hr1`)).text();
  const assets = [...page.matchAll(/(?:src|href)="(\/(?:static|remotes|api\/media)\/[^"]+)"/g)].map((m) => m[1]);
  if (assets.length === 0) throw new Error('the page names no file served by nginx');
  for (const asset of assets.slice(0, 12)) {
    const res = await fetch(`${started.url}${asset}`);
    await res.arrayBuffer();
    log(`${res.status} ${asset}`);
    if (res.status !== 200) throw new Error(`${asset} answered ${res.status} from a private folder`);
  }
  log(`PASS: the production profile serves its files from ${folder} (0700)`);
} catch (error) {
  failed = true;
  console.error(`FAIL: ${error.message}`);
} finally {
  if (started) {
    process.kill(-started.child.pid, 'SIGINT');
    await new Promise((resolve) => started.child.once('exit', resolve));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
