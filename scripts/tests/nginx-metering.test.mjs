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

/** `count` requests sent at once: their statuses and bodies, in the order sent. */
async function atOnce(count, url, init) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(url, init);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    }),
  );
}

const statuses = (answers) => answers.map((a) => a.status).sort();

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

  await t.test('four new guests at once: one served, one waits its turn, two asked to try again', async () => {
    const answers = await atOnce(4, `${shop}/Auth/guest`, { method: 'POST' });
    assert.deepEqual(statuses(answers), [200, 200, 429, 429]);
    for (const answer of answers.filter((a) => a.status === 429)) {
      assert.deepEqual(answer.body, { message: BUSY });
      assert.equal(answer.retryAfter, '5');
    }
    for (const answer of answers.filter((a) => a.status === 200)) assert.match(answer.body.guestId, /^gid_/);
  });

  // The guests' line is empty again after its second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const guest = await fetch(`${shop}/Auth/guest`, { method: 'POST' }).then((r) => r.json());
  const cart = `${shop}/Cart/guest/${guest.guestId}`;
  const headers = { 'content-type': 'application/json', 'x-guest-id': guest.guestId };
  // The limited edition of the drop bench: a plain accessory, stocked.
  const sku = 'HA-BIP-RDG';
  const { products } = await fetch(`${shop}/Products/nocache`).then((r) => r.json());
  assert.ok(products[sku]?.qtyOnHand >= 2, `${sku} is stocked`);

  await t.test('four adds at once: the two let through are both in the cart', async () => {
    const add = JSON.stringify({ productId: sku, quantity: 1, productName: 'Bipod', options: [], optionIds: [] });
    const answers = await atOnce(4, `${cart}/items`, { method: 'POST', headers, body: add });
    assert.deepEqual(statuses(answers), [200, 200, 429, 429]);
    for (const answer of answers.filter((a) => a.status === 429)) assert.deepEqual(answer.body, { message: BUSY });
    const kept = await fetch(cart, { headers }).then((r) => r.json());
    assert.deepEqual(
      kept.items.map((item) => [item.productId, item.quantity]),
      [[sku, 2]],
    );
  });

  await t.test('an encoded slash in the guest segment does not step around the line', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const add = JSON.stringify({ productId: sku, quantity: 1, options: [], optionIds: [] });
    const answers = await atOnce(4, `${shop}/Cart/guest/gid_a%2Fb/items`, { method: 'POST', headers, body: add });
    assert.equal(answers.filter((a) => a.status === 429).length, 2);
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
