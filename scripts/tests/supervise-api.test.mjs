/**
 * `npm start` restarts a dead API (issue 32, item 3): the API is started as npm start starts it
 * (compiled, supervised, on a fresh embedded database; on a free port here, so the test needs no
 * port lock), killed with SIGKILL, and must answer again, as a new process, within the backoff.
 * Needs the API built (`npm run build` or `pnpm --filter api build`).
 *
 *   node --test scripts/tests/
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { freePort } from '../lib/free-port.mjs';
import { startEmbeddedApi } from '../lib/topology.mjs';
import { waitFor } from '../lib/wait-for.mjs';

const exited = (pid) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

test('an API killed with SIGKILL is started again and serves', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-api-'));
  const api = await startEmbeddedApi(port, dataDir);
  try {
    const health = `http://localhost:${port}/health`;
    assert.equal((await fetch(health)).status, 200);
    const killed = api.pid;

    process.kill(killed, 'SIGKILL');
    for (let i = 0; i < 50 && !exited(killed); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(exited(killed), 'the killed API process is gone');

    // First restart after 0.5 s; the API on an already seeded database starts in a few seconds.
    await waitFor(health, 60_000);
    assert.notEqual(api.pid, killed, 'a new API process serves');
    const products = await fetch(`http://localhost:${port}/Products/nocache`);
    assert.equal(products.status, 200, 'the restarted API answers a real call');
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  assert.ok(exited(api.pid), 'stop() ends the supervised API for good');
});
