/**
 * The production profile's nginx meters a visit's first steps (decision 0047): new guests and adds
 * to a cart past their rate wait in line, past the line a shopper is asked to try again, and nothing
 * else is metered. nginx runs with the profile's own config (deploy/nginx/shop.conf.template) at a
 * rate of one a second and a line of one, in front of the real API (compiled, on a fresh embedded
 * database, on a free port). Needs the API built and nginx (installed by ensureNginx when missing).
 *
 *   node --test scripts/tests/
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ensureNginx, NGINX_BIN } from '../lib/ensure-nginx.mjs';
import { freePort } from '../lib/free-port.mjs';
import { productionSettings, writeNginxConfig } from '../lib/production.mjs';
import { startEmbeddedApi } from '../lib/topology.mjs';
import { waitFor } from '../lib/wait-for.mjs';

const BUSY = 'The shop is very busy right now. Please try again in a moment.';

/**
 * `count` requests sent at once: their statuses, bodies and how long each took, in the order sent.
 * "At once" is as close as this machine gets: on a loaded CI host the last may leave a second after
 * the first, so a line at one a second can let a third through. The tests below therefore send
 * more than the line holds and check what holds at any spread: some are served, at least one waited
 * its turn, the rest are asked to try again, and nothing served is lost or doubled.
 */
async function atOnce(count, url, init) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const started = performance.now();
      const response = await fetch(url, init);
      const body = await response.json();
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body,
        ms: performance.now() - started,
      };
    }),
  );
}

const statuses = (answers) => answers.map((a) => a.status).sort();
const served = (answers) => answers.filter((a) => a.status === 200);
const refused = (answers) => answers.filter((a) => a.status === 429);

/** The line's shape at any spread: two or more served, one of them after waiting, some refused. */
function assertMetered(answers) {
  assert.deepEqual([...new Set(statuses(answers))], [200, 429], 'only served or asked to try again');
  assert.ok(served(answers).length >= 2, 'the first and the one in line are served');
  assert.ok(refused(answers).length >= 1, 'past the line, shoppers are asked to try again');
  assert.ok(
    served(answers).some((a) => a.ms >= 500),
    'one served request waited its turn (about a second at one a second)',
  );
  for (const answer of refused(answers)) {
    assert.deepEqual(answer.body, { message: BUSY });
    assert.equal(answer.retryAfter, '5');
  }
}

test('the rates and lines are whole numbers of 1 or more, named when they are not', () => {
  const settings = (env) =>
    productionSettings({ DATABASE_URL: 'postgres://unused', API_WORKERS: '2', ...env }, { unsafeTestCaptcha: true });
  assert.deepEqual(settings({}).metered, { guestRate: 200, guestQueue: 4000, cartAddRate: 100, cartAddQueue: 2000 });
  assert.equal(settings({ CART_ADD_RATE: '7' }).metered.cartAddQueue, 140);
  for (const [name, value] of [
    ['CART_ADD_QUEUE', '0'],
    ['GUEST_RATE', 'many'],
    ['CART_ADD_RATE', '2.5'],
    ['GUEST_QUEUE', '-1'],
  ]) {
    assert.throws(() => settings({ [name]: value }), new RegExp(`^Error: ${name} must be a whole number of 1 or more`));
  }
});

test('nginx meters new guests and cart adds, and nothing else', { timeout: 240_000 }, async (t) => {
  const { brotliStatic } = ensureNginx();
  const apiPort = await freePort();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-metering-'));
  const api = await startEmbeddedApi(apiPort, path.join(dataDir, 'db'));
  const settings = productionSettings(
    {
      DATABASE_URL: 'postgres://unused',
      PROD_PORT: String(port),
      PROD_API_PORT: String(apiPort),
      PROD_RUN_DIR: path.join(dataDir, 'run'),
      GUEST_RATE: '1',
      GUEST_QUEUE: '1',
      CART_ADD_RATE: '1',
      CART_ADD_QUEUE: '1',
    },
    { unsafeTestCaptcha: true },
  );
  const nginx = spawn(NGINX_BIN, ['-p', settings.runDir, '-c', writeNginxConfig(settings, { brotliStatic })], {
    stdio: 'ignore',
  });
  t.after(async () => {
    nginx.kill('SIGQUIT');
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const shop = `http://127.0.0.1:${port}/api`;
  await waitFor(`${shop}/health`, 30_000);
  // Open the client's connections first (health is not metered), so the batches below leave together.
  await atOnce(8, `${shop}/health`, {});

  await t.test('eight new guests at once: one served, one waits its turn, the rest asked to try again', async () => {
    const answers = await atOnce(8, `${shop}/Auth/guest`, { method: 'POST' });
    assertMetered(answers);
    for (const answer of served(answers)) assert.match(answer.body.guestId, /^gid_/);
  });

  // The guests' line is empty again after its second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const guest = await fetch(`${shop}/Auth/guest`, { method: 'POST' }).then((r) => r.json());
  const cart = `${shop}/Cart/guest/${guest.guestId}`;
  const headers = { 'content-type': 'application/json', 'x-guest-id': guest.guestId };
  // The limited edition of the drop bench: a plain accessory, stocked.
  const sku = 'HA-BIP-RDG';
  const { products } = await fetch(`${shop}/Products/nocache`).then((r) => r.json());
  assert.ok(products[sku]?.qtyOnHand >= 8, `${sku} is stocked`);

  await t.test('eight adds at once: every add let through is in the cart, once', async () => {
    const add = JSON.stringify({ productId: sku, quantity: 1, productName: 'Bipod', options: [], optionIds: [] });
    const answers = await atOnce(8, `${cart}/items`, { method: 'POST', headers, body: add });
    assertMetered(answers);
    const kept = await fetch(cart, { headers }).then((r) => r.json());
    assert.deepEqual(
      kept.items.map((item) => [item.productId, item.quantity]),
      [[sku, served(answers).length]],
    );
  });

  await t.test('an encoded slash in the guest segment does not step around the line', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const add = JSON.stringify({ productId: sku, quantity: 1, options: [], optionIds: [] });
    const answers = await atOnce(8, `${shop}/Cart/guest/gid_a%2Fb/items`, { method: 'POST', headers, body: add });
    assert.ok(refused(answers).length >= 1, 'some of the eight were asked to try again');
  });

  await t.test('reading the cart, changing its line and the health check are not metered', async () => {
    const reads = await atOnce(6, cart, { headers });
    assert.deepEqual(statuses(reads), Array(6).fill(200));
    const [line] = reads[0].body.items;
    const change = JSON.stringify({ quantity: 1 });
    const changes = await atOnce(4, `${cart}/items/${line.id}`, { method: 'PUT', headers, body: change });
    assert.deepEqual(statuses(changes), Array(4).fill(200));
    const health = await atOnce(6, `${shop}/health`, {});
    assert.deepEqual(statuses(health), Array(6).fill(200));
  });
});
