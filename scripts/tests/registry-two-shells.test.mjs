/**
 * Every shell server shows a promote within 2 s (issue 28, "Done when"): one API (compiled, fresh
 * embedded database, its own deploy folder) and TWO shell server processes reading its registry.
 * The dealers build is published through the real command line twice (current, then staged),
 * `remote:promote` makes the staged version current, and both shells are polled every 50 ms (their
 * /runtime-config.json and a page's Remote-Versions header) until each serves it. Prints the
 * measured figure. Free ports only, so no port lock.
 * Needs the API, the shell and mfe-dealers built (`npm run build`).
 *
 *   node --test scripts/tests/registry-two-shells.test.mjs
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { freePort } from '../lib/free-port.mjs';
import { startShellProcess } from '../lib/shell-process.mjs';
import { startPart } from '../lib/topology.mjs';
import { REMOTES, repoRoot } from '../shop-parts.mjs';

const run = promisify(execFile);
const PROMOTE_WITHIN_MS = 2000;
const POLL_MS = 50;

/** `dealers=<v>` of a Remote-Versions header (`dealers=<v>;canary` names a role after the version). */
const headerVersion = (header, remote) =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${remote}=`))
    ?.slice(remote.length + 1)
    .split(';')[0];

/** What one shell serves a new visitor of dealers now: its runtime config's and a page's header's version. */
async function servedDealers(shellUrl) {
  const [config, page] = await Promise.all([
    fetch(`${shellUrl}/runtime-config.json`).then((res) => res.json()),
    fetch(`${shellUrl}/dealer-locator`),
  ]);
  await page.body?.cancel();
  return {
    config: config.remotes?.dealers?.version,
    header: headerVersion(page.headers.get('remote-versions'), 'dealers'),
  };
}

/** Polls a shell every 50 ms until both its config and its page name `version`; answers when (ms since the epoch). */
async function firstServed(shellUrl, version, deadline) {
  for (;;) {
    const started = Date.now();
    const seen = await servedDealers(shellUrl);
    if (seen.config === version && seen.header === version) return Date.now();
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - (Date.now() - started))));
  }
}

test('two shell server processes both show a promote within 2 s', { timeout: 300_000 }, async (t) => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-two-shells-'));
  const deployDir = path.join(temp, 'deploy');
  const staffKey = 'k'.repeat(40);
  const apiPort = await freePort();
  const apiUrl = `http://localhost:${apiPort}`;
  const api = await startPart('api', {
    apiEnv: {
      PORT: String(apiPort),
      PGLITE_DIR: path.join(temp, 'pglite'),
      DATA_DIR: path.join(temp, 'data'),
      DATABASE_URL: '',
      STAFF_API_KEY: staffKey,
      SHOP_DEPLOY_DIR: deployDir,
    },
  });
  const shells = [];
  t.after(async () => {
    await Promise.all(shells.map((shell) => shell.stop()));
    await api.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  });
  const cli = async (...args) => {
    const { stdout } = await run(process.execPath, [path.join(repoRoot, 'scripts', 'remote', 'cli.mjs'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, API_URL: apiUrl, STAFF_API_KEY: staffKey },
    });
    return stdout.trim().split('\n').at(-1);
  };

  const first = await cli('publish', 'dealers', '--no-build', '--as-staff');
  const staged = await cli('publish', 'dealers', '--no-build', '--as-staff', '--stage');
  assert.notEqual(first, staged);

  const shellEnv = {
    PUBLIC_API_BASE: apiUrl,
    SHOP_DEPLOY_DIR: deployDir,
    SERVER_BUILD_CACHE_DIR: path.join(temp, 'server-builds'),
    ...Object.fromEntries(
      REMOTES.map((remote) => [`REMOTE_ORIGIN_${remote.toUpperCase()}`, `http://localhost:9/${remote}`]),
    ),
  };
  shells.push(
    await startShellProcess(shellEnv, { name: 'shell-a' }),
    await startShellProcess(shellEnv, { name: 'shell-b' }),
  );
  for (const shell of shells) assert.deepEqual(await servedDealers(shell.url), { config: first, header: first });

  // Both shells are polled from before the promote, so neither is read late by this test.
  const deadline = Date.now() + 30_000;
  const seen = shells.map((shell) => firstServed(shell.url, staged, deadline));
  await cli('promote', 'dealers', staged, '--as-staff');
  const promotedAt = Date.now();
  const delays = (await Promise.all(seen)).map((at) => (at === null ? null : Math.max(0, at - promotedAt)));
  console.log(
    `registry-two-shells: the promote showed on shell A after ${delays[0]} ms and on shell B after ${delays[1]} ms (limit ${PROMOTE_WITHIN_MS} ms, polled every ${POLL_MS} ms)`,
  );
  for (const [index, delay] of delays.entries()) {
    assert.ok(delay !== null && delay <= PROMOTE_WITHIN_MS, `shell ${'AB'[index]} served ${staged} after ${delay} ms`);
  }
});
