/**
 * The remote delivery commands (scripts/remote/cli.mjs) on their own: how a command line is read,
 * what a publish computes from a real production build (mfe-catalog/dist, built by `npm run build`
 * before this suite runs in `npm test`) and what it sends over HTTP, and how the API's refusals are
 * printed (one line; the gate's failures one per line) with a non-zero exit code. The registry API
 * is another branch's: here a small HTTP server on a free port answers as the contract says and
 * keeps what it received.
 *
 *   node --test scripts/tests/remote-cli.test.mjs
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { firstLoadJsGzipBytes } from '../../shared-build/src/first-load-js.mjs';
import { rendererShares } from '../../shared-build/src/renderer.mjs';
import { publishChangedRemotes } from '../lib/topology.mjs';
import { createClient } from '../remote/api-client.mjs';
import { main, parseCommand } from '../remote/cli.mjs';
import { staffKeyFile, teamAuth } from '../remote/credentials.mjs';
import { historyTable } from '../remote/history.mjs';
import { computeRelease } from '../remote/release.mjs';
import { PARTS, REMOTES, repoRoot } from '../shop-parts.mjs';

const catalogDist = path.join(repoRoot, 'mfe-catalog', 'dist');
const noBuild = !fs.existsSync(path.join(catalogDist, 'mf-manifest.json')) && 'needs mfe-catalog built (npm run build)';
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

describe('reading a command line', () => {
  test('publish takes a remote and its flags', () => {
    const { name, positionals, values } = parseCommand([
      'publish',
      'catalog',
      '--no-build',
      '--dist',
      '/tmp/x',
      '--canary',
      '50',
      '--as-staff',
    ]);
    assert.equal(name, 'publish');
    assert.deepEqual(positionals, ['catalog']);
    assert.deepEqual({ ...values }, { 'no-build': true, dist: '/tmp/x', canary: '50', 'as-staff': true });
  });

  test('an unknown command or flag is a usage error (exit 2) naming what is allowed', async () => {
    const errors = [];
    assert.equal(await main(['deploy', 'catalog'], { printError: (line) => errors.push(line) }), 2);
    assert.match(errors[0], /^remote: Unknown command "deploy": one of token, publish, canary/);
    errors.length = 0;
    assert.equal(await main(['canary', 'catalog', 'v1', '--pct', '5'], { printError: (line) => errors.push(line) }), 2);
    assert.match(errors[0], /^remote:canary: Unknown option '--pct'/);
    assert.equal(errors[1], 'Usage: npm run remote:canary -- <remote> <version> --percent <n> [--as-staff]');
  });

  test('a remote outside topology.json and a percent outside 1..99 are refused before any request', async () => {
    const errors = [];
    const connect = () => assert.fail('no request is made');
    const env = { REMOTE_TOKEN: 'rt_x' };
    assert.equal(await main(['rollback', 'shipping'], { env, connect, printError: (l) => errors.push(l) }), 2);
    assert.equal(
      errors[0],
      'remote:rollback: Unknown remote "shipping": one of catalog, checkout, account, dealers, staff',
    );
    assert.equal(
      await main(['canary', 'catalog', 'v', '--percent', '100'], { env, connect, printError: (l) => errors.push(l) }),
      2,
    );
    assert.equal(errors[2], 'remote:canary: --percent must be a whole number from 1 to 99');
  });

  test('a team command needs REMOTE_TOKEN, or the staff key with --as-staff', () => {
    assert.deepEqual(teamAuth({}, { REMOTE_TOKEN: 'rt_abc' }), { token: 'rt_abc' });
    assert.deepEqual(teamAuth({ asStaff: true }, { STAFF_API_KEY: 'k'.repeat(40) }), { staffKey: 'k'.repeat(40) });
    assert.throws(() => teamAuth({}, {}), /REMOTE_TOKEN is not set/);
    assert.equal(staffKeyFile({}), path.join(repoRoot, '.data', 'staff-api-key'));
  });
});

describe('the release a publish computes from a real build', { skip: noBuild }, () => {
  test('lists every file with its hash and size, and the build facts the gate checks', () => {
    const release = computeRelease('catalog', catalogDist, { commit: 'abc123' });
    const manifest = fs.readFileSync(path.join(catalogDist, 'mf-manifest.json'));
    const all = fs.readdirSync(catalogDist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    assert.equal(release.files.length, all.length);
    const entry = release.files.find((file) => file.path === 'mf-manifest.json');
    assert.deepEqual(entry, { path: 'mf-manifest.json', sha256: sha256(manifest), size: manifest.length });
    assert.ok(
      release.files.some((file) => file.path.startsWith('static/js/')),
      'nested paths use /',
    );
    assert.equal(release.manifestHash, sha256(manifest));
    assert.equal(release.gitCommit, 'abc123');
    assert.ok(release.exposes.includes('./app'));
    // The renderer's range under React's names (Preact's by default, decision 0051).
    assert.equal(release.shared.react, rendererShares().react.requiredVersion);
    assert.equal(release.shared['react-dom'], rendererShares()['react-dom'].requiredVersion);
    const declared = JSON.parse(fs.readFileSync(path.join(repoRoot, 'mfe-catalog', 'events.json'), 'utf8'));
    assert.deepEqual(release.contracts, { emits: declared.emits, consumes: declared.consumes });
    assert.equal(release.jsGzipBytes, firstLoadJsGzipBytes(catalogDist));
    assert.ok(release.jsGzipBytes > 1000);
    assert.equal(release.serverManifest, 'ssr/mf-manifest.json');
  });

  test('a build without its contracts file is refused with the reason', () => {
    const copy = fs.mkdtempSync(path.join(repoRoot, '.run', 'release-'));
    try {
      fs.copyFileSync(path.join(catalogDist, 'mf-manifest.json'), path.join(copy, 'mf-manifest.json'));
      assert.throws(() => computeRelease('catalog', copy), /contracts\.json is missing: the build writes it/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('talking to the registry over HTTP', () => {
  /** What the stand-in API received, and what it answers next. */
  const received = [];
  let answer = () => ({ status: 200, body: {} });
  let server;
  let baseUrl;

  before(async () => {
    server = http.createServer(async (req, res) => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      const request = { method: req.method, url: req.url, headers: req.headers, body };
      received.push(request);
      const { status, body: reply } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  const run = async (argv, env) => {
    const out = [];
    const errors = [];
    const code = await main(argv, {
      env,
      print: (line) => out.push(line),
      printError: (line) => errors.push(line),
      connect: (auth) => createClient({ baseUrl, auth }),
    });
    return { code, out, errors };
  };

  test('publish uploads release, action and every file (multipart) with the team token', {
    skip: noBuild,
  }, async () => {
    received.length = 0;
    answer = () => ({
      status: 201,
      body: { remote: 'catalog', version: '2026-01-01T00-00-00-000Z-abcd1234', promoted: true },
    });
    const { code, out } = await run(['publish', 'catalog', '--dist', catalogDist], { REMOTE_TOKEN: 'rt_team' });
    assert.equal(code, 0);
    assert.equal(out.at(-1), '2026-01-01T00-00-00-000Z-abcd1234');
    assert.match(out.at(-2), /current/);
    const [upload] = received;
    assert.equal(upload.url, '/Registry/remotes/catalog/versions');
    assert.equal(upload.headers.authorization, 'Bearer rt_team');
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': upload.headers['content-type'] },
      body: upload.body,
    }).formData();
    assert.deepEqual([...new Set(form.keys())], ['release', 'action', 'file']);
    const release = JSON.parse(form.get('release'));
    assert.equal(form.get('action'), 'promote');
    const files = form.getAll('file');
    assert.equal(files.length, release.files.length);
    for (const [i, file] of files.entries()) {
      assert.equal(file.name, release.files[i].path);
      assert.equal(sha256(Buffer.from(await file.arrayBuffer())), release.files[i].sha256);
    }
  });

  test('publish --canary stages the version, then starts its canary', { skip: noBuild }, async () => {
    received.length = 0;
    answer = (req) =>
      req.url.endsWith('/versions')
        ? { status: 201, body: { remote: 'catalog', version: 'v2', promoted: false } }
        : { status: 200, body: { current: { version: 'v1' }, canary: { version: 'v2', percent: 50 } } };
    const { code, out } = await run(['publish', 'catalog', '--dist', catalogDist, '--canary', '50', '--as-staff'], {
      STAFF_API_KEY: 's'.repeat(43),
    });
    assert.equal(code, 0);
    assert.equal(received[0].headers['x-staff-key'], 's'.repeat(43));
    assert.match(received[0].body.toString('latin1'), /name="action"\r\n\r\nstage\r\n/);
    assert.equal(received[1].url, '/Registry/remotes/catalog/canary');
    assert.deepEqual(JSON.parse(received[1].body), { version: 'v2', percent: 50 });
    assert.match(out.join('\n'), /canary for 50 % of visitors/);
  });

  test('a refusal of the publish gate prints every failed rule, one per line, and exits 1', {
    skip: noBuild,
  }, async () => {
    answer = () => ({
      status: 422,
      body: {
        message: 'The publish gate refused catalog',
        failures: [
          { rule: 'exposes', message: 'The shell needs ./app' },
          { rule: 'budget', message: 'First-load JS 40.0 KiB is over the budget of 22 KiB' },
        ],
      },
    });
    const { code, errors } = await run(['publish', 'catalog', '--no-build', '--dist', catalogDist], {
      REMOTE_TOKEN: 'rt',
    });
    assert.equal(code, 1);
    assert.deepEqual(errors, [
      'remote:publish: 422 The publish gate refused catalog',
      '  exposes: The shell needs ./app',
      '  budget: First-load JS 40.0 KiB is over the budget of 22 KiB',
    ]);
  });

  test("another team's remote answers the API's message on one line, exit 1", async () => {
    answer = () => ({ status: 403, body: { message: 'This token may act only on catalog' } });
    const { code, errors } = await run(['rollback', 'checkout'], { REMOTE_TOKEN: 'rt' });
    assert.equal(code, 1);
    assert.deepEqual(errors, ['remote:rollback: 403 This token may act only on catalog']);
  });

  test('override prints the signed link on the shop, and sends the minutes', async () => {
    received.length = 0;
    answer = () => ({ status: 201, body: { token: 'a.b.c', expiresAt: '2026-01-01T01:00:00.000Z' } });
    const { code, out } = await run(['override', 'catalog', 'http://localhost:3101', '--minutes', '30'], {
      REMOTE_TOKEN: 'rt',
      SHOP_URL: 'http://shop.test/',
    });
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(received[0].body), {
      remote: 'catalog',
      target: 'http://localhost:3101',
      ttlMinutes: 30,
    });
    assert.equal(out.at(-1), 'http://shop.test/?remote-override=a.b.c');
  });

  test('token create acts with the staff key and prints the token once', async () => {
    received.length = 0;
    answer = () => ({ status: 201, body: { id: 't1', team: 'browse', remote: 'catalog', token: 'rt_secret' } });
    const { code, out } = await run(['token', 'create', 'browse', 'catalog'], { STAFF_API_KEY: 'k'.repeat(43) });
    assert.equal(code, 0);
    assert.equal(received[0].headers['x-staff-key'], 'k'.repeat(43));
    assert.deepEqual(JSON.parse(received[0].body), { team: 'browse', remote: 'catalog' });
    assert.equal(out.at(-1), 'rt_secret');
  });

  const allBuilt = REMOTES.every((remote) =>
    fs.existsSync(path.join(repoRoot, PARTS[remote].dir, 'dist', 'mf-manifest.json')),
  );
  test("the shop's start publishes, as staff, only the remotes whose build is not the current version", {
    skip: !allBuilt && 'needs every remote built (npm run build)',
  }, async () => {
    received.length = 0;
    const builtFiles = (remote) =>
      computeRelease(remote, path.join(repoRoot, PARTS[remote].dir, 'dist'), { commit: null }).files;
    // The catalog's current version is this very build (its build statistics aside: two builds of
    // the same source list them differently). The checkout's has the same manifest but other route
    // hints: a build changed without its manifest is published. The others are older.
    const published = {
      catalog: {
        version: 'v-catalog',
        files: builtFiles('catalog').map((file) =>
          file.path === 'mf-stats.json' ? { ...file, sha256: sha256('{"other":"order"}') } : file,
        ),
      },
      checkout: {
        version: 'v-checkout',
        files: builtFiles('checkout').map((file) =>
          file.path === 'route-hints.json' ? { ...file, sha256: sha256('{"routes":[]}') } : file,
        ),
      },
    };
    answer = (req) => {
      const remote = req.url.split('/')[3];
      if (req.url === '/Registry/state') {
        const current = (name) => published[name]?.version ?? 'old-00000000';
        const remotes = REMOTES.map((name) => [name, { current: { version: current(name) }, canary: null }]);
        return { status: 200, body: { revision: '1', remotes: Object.fromEntries(remotes) } };
      }
      if (req.method === 'GET')
        return { status: 200, body: { versions: published[remote] ? [published[remote]] : [] } };
      return { status: 201, body: { remote, version: 'new', promoted: true } };
    };
    assert.ok(published.checkout.files.some((file) => file.path === 'route-hints.json'));
    await publishChangedRemotes({ apiUrl: baseUrl, key: 'k'.repeat(43) });
    const uploads = received.filter((req) => req.method === 'POST');
    assert.deepEqual(
      uploads.map((req) => req.url),
      REMOTES.filter((remote) => remote !== 'catalog').map((remote) => `/Registry/remotes/${remote}/versions`),
    );
    assert.ok(uploads.every((req) => req.headers['x-staff-key'] === 'k'.repeat(43)));
  });

  test('history prints when, who, what, version, commit and reason', () => {
    const table = historyTable([
      {
        at: '2026-01-01T00:00:05.000Z',
        actor: 'registry',
        action: 'abort',
        version: 'v2',
        gitCommit: '0123456789abcdef',
        detail: { reason: 'error rate 0.40 against 0.00 over 25 views; margin 0.05' },
      },
      {
        at: '2026-01-01T00:00:00.000Z',
        actor: 'team:browse',
        action: 'publish',
        version: 'v2',
        gitCommit: null,
        detail: {},
      },
    ]);
    const [head, first, second] = table.split('\n');
    assert.match(head, /^when\s+who\s+what\s+version\s+commit\s+reason$/);
    assert.match(first, /registry\s+abort\s+v2\s+01234567\s+error rate 0\.40/);
    assert.match(second, /team:browse\s+publish\s+v2$/);
  });
});
