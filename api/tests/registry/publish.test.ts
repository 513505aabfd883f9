/**
 * Publishing a remote (issue 28): a team token may publish only its remote; an upload whose files
 * do not match the release answers 400 and leaves nothing visible; a good one is stored in the
 * deploy folder, then recorded, and (promote) becomes current.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILING_COMMIT, refuseVersionsOfFailingCommit } from './support/failing-record';
import {
  bearer,
  goodBuild,
  publish,
  publishForm,
  type RegistryTestApp,
  sha256,
  startRegistryApp,
} from './support/registry-app';

let app: RegistryTestApp;
let catalogToken: string;

beforeAll(async () => {
  app = await startRegistryApp();
  catalogToken = (await app.token('catalog')).token;
  await refuseVersionsOfFailingCommit(app.db);
});
afterAll(() => app?.close());

async function visible() {
  const state = await (await app.get('/Registry/state')).json();
  const versions = await (await app.get('/Registry/remotes/catalog/versions')).json();
  const rows = await app.db.selectFrom('registry_versions').select('version').execute();
  const folders = await readdir(path.join(app.deployDir, 'catalog')).catch(() => []);
  return { state, versions, rows: rows.length, folders };
}

describe('who may publish', () => {
  it('answers 401 without a token, with a wrong one and with a malformed one', async () => {
    const build = goodBuild();
    for (const headers of [
      {} as Record<string, string>,
      bearer(`rt_${'A'.repeat(43)}`),
      bearer('nonsense'),
      { 'x-staff-key': 'wrong' },
    ]) {
      const response = await publish(app, 'catalog', publishForm(build), headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'A valid remote token is required' });
    }
  });

  it("answers 403 for another remote's token", async () => {
    const response = await publish(app, 'checkout', publishForm(goodBuild('checkout')), bearer(catalogToken));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'This token may act only on catalog' });
  });

  it('answers 404 for a remote outside the topology', async () => {
    const response = await publish(app, 'weather', publishForm(goodBuild()), bearer(catalogToken));
    expect(response.status).toBe(404);
  });

  it('answers 401 for a revoked token', async () => {
    const { id, token } = await app.token('catalog', 'leaver');
    const revoked = await app.post(`/Registry/tokens/${id}/revoke`, {}, { 'x-staff-key': app.staffKey });
    expect(revoked.status).toBe(200);
    const response = await publish(app, 'catalog', publishForm(goodBuild()), bearer(token));
    expect(response.status).toBe(401);
  });
});

describe('an upload that does not match its release', () => {
  const cases: [string, () => FormData, RegExp][] = [
    [
      'a file whose bytes differ (hash mismatch)',
      () => {
        const build = goodBuild();
        return publishForm(build, { files: Object.entries({ ...build.files, 'static/js/app.js': 'tampered' }) });
      },
      /"static\/js\/app\.js" does not match its sha256 or size/,
    ],
    [
      'a listed file that is missing',
      () => {
        const build = goodBuild();
        return publishForm(build, { files: Object.entries(build.files).filter(([file]) => file !== 'remoteEntry.js') });
      },
      /"remoteEntry\.js" is listed in the release but was not sent/,
    ],
    [
      'an extra file',
      () => {
        const build = goodBuild();
        return publishForm(build, { files: [...Object.entries(build.files), ['static/js/extra.js', 'x']] });
      },
      /"static\/js\/extra\.js" is not listed in the release/,
    ],
    [
      'a file sent twice',
      () => {
        const build = goodBuild();
        return publishForm(build, {
          files: [...Object.entries(build.files), ['remoteEntry.js', build.files['remoteEntry.js'] as string]],
        });
      },
      /"remoteEntry\.js" was sent twice/,
    ],
    [
      'a path that climbs out of the version',
      () => {
        const build = goodBuild();
        return publishForm(build, { files: [['../../etc/passwd', 'x'], ...Object.entries(build.files)] });
      },
      /"\.\.\/\.\.\/etc\/passwd" is not a valid file path/,
    ],
    [
      'a listed path that is not a file key',
      () => {
        const build = goodBuild();
        build.release.files.push({ path: '/abs/file.js', sha256: sha256('x'), size: 1 });
        return publishForm(build);
      },
      /file path/,
    ],
    [
      'a release whose manifest hash is not the manifest',
      () => publishForm(goodBuild('catalog', { manifestHash: sha256('other') })),
      /manifestHash is not the sha256 of mf-manifest\.json/,
    ],
    [
      'files before the release',
      () => {
        const build = goodBuild();
        const form = new FormData();
        form.append('file', new Blob(['x']), 'remoteEntry.js');
        form.append('release', JSON.stringify(build.release));
        return form;
      },
      /The first part must be the field "release"/,
    ],
    ['a release that is not JSON', () => publishForm(goodBuild(), { release: '{nope' }), /not valid JSON/],
    ['an unknown action', () => publishForm(goodBuild(), { action: 'yolo' }), /action must be promote or stage/],
  ];

  for (const [name, form, message] of cases) {
    it(`answers 400 for ${name}, and nothing becomes visible`, async () => {
      const before = await visible();
      const response = await publish(app, 'catalog', form(), bearer(catalogToken));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
      expect(await visible()).toEqual(before);
    });
  }

  it('answers 400 for a multipart body that breaks off or has no boundary', async () => {
    const release = JSON.stringify(goodBuild().release);
    const bodies: [string, string][] = [
      [
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="release"\r\n\r\n${release}`,
      ],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      ['multipart/form-data', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        `--xyz\r\nContent-Disposition: form-data; name="release"\r\n\r\n${release}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="remoteEntry.js"\r\n\r\nhalf a fi`,
      ],
    ];
    for (const [contentType, body] of bodies) {
      const response = await fetch(`${app.url}/Registry/remotes/catalog/versions`, {
        method: 'POST',
        headers: { ...bearer(catalogToken), 'content-type': contentType },
        body,
      });
      expect(response.status, body.slice(0, 40)).toBe(400);
    }
    expect((await visible()).rows).toBe(0);
  });

  it('answers 400 for a body that is not multipart', async () => {
    const response = await fetch(`${app.url}/Registry/remotes/catalog/versions`, {
      method: 'POST',
      headers: { ...bearer(catalogToken), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });
});

describe('a good publish', () => {
  it('stores every file under <remote>/<version>/<path>, records the version and makes it current', async () => {
    const build = goodBuild(
      'catalog',
      { serverManifest: 'ssr/mf-manifest.json' },
      { 'ssr/mf-manifest.json': '{"ssr":1}' },
    );
    const response = await publish(app, 'catalog', publishForm(build), bearer(catalogToken));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { remote: string; version: string; promoted: boolean };
    expect(body).toMatchObject({ remote: 'catalog', promoted: true });
    expect(body.version).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${build.release.manifestHash.slice(0, 8)}$`),
    );
    for (const [file, content] of Object.entries(build.files)) {
      expect(await readFile(path.join(app.deployDir, 'catalog', body.version, file), 'utf8')).toBe(content);
    }
    const state = await app.get('/Registry/state');
    expect(state.headers.get('cache-control')).toBe('no-store');
    const { remotes, revision } = await state.json();
    expect(remotes.catalog).toEqual({
      current: { version: body.version, serverManifest: 'ssr/mf-manifest.json' },
      canary: null,
    });
    expect(Object.keys(remotes).sort()).toEqual(['account', 'catalog', 'checkout', 'dealers', 'staff']);
    expect(revision).toMatch(/^[0-9a-f]{16}$/);

    const { versions } = await (await app.get('/Registry/remotes/catalog/versions')).json();
    expect(versions[0]).toMatchObject({
      version: body.version,
      publishedBy: 'team:catalog-team',
      gitCommit: 'abc1234def',
      jsGzipBytes: 20_000,
      serverManifest: 'ssr/mf-manifest.json',
      files: build.release.files,
    });
  });

  it('with action stage, records the version without making it current', async () => {
    const { remotes: before } = await (await app.get('/Registry/state')).json();
    const response = await publish(app, 'catalog', publishForm(goodBuild(), { action: 'stage' }), bearer(catalogToken));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.promoted).toBe(false);
    const { remotes } = await (await app.get('/Registry/state')).json();
    expect(remotes.catalog).toEqual(before.catalog);
    const { versions } = await (await app.get('/Registry/remotes/catalog/versions')).json();
    expect(versions.map((v: { version: string }) => v.version)).toContain(body.version);
  });

  it('may be made by the staff key for any remote', async () => {
    const response = await publish(app, 'dealers', publishForm(goodBuild('dealers')), { 'x-staff-key': app.staffKey });
    expect(response.status).toBe(201);
    const { versions } = await (await app.get('/Registry/remotes/dealers/versions')).json();
    expect(versions[0].publishedBy).toBe('staff');
  });

  it('is written in the audit: publish and promote, with who and the commit', async () => {
    const { entries } = await (await app.get('/Registry/remotes/catalog/history', bearer(catalogToken))).json();
    const actions = entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['publish', 'promote', 'token-create', 'token-revoke']));
    const promote = entries.find((entry: { action: string }) => entry.action === 'promote');
    expect(promote).toMatchObject({ actor: 'team:catalog-team', gitCommit: 'abc1234def' });
  });
});

it('a publish that fails after storing its files deletes them: no version folder, no row', async () => {
  const before = await visible();
  const response = await publish(
    app,
    'catalog',
    publishForm(goodBuild('catalog', { gitCommit: FAILING_COMMIT })),
    bearer(catalogToken),
  );
  expect(response.status).toBe(500);
  expect(await visible()).toEqual(before);
});

describe('file sizes', () => {
  it('takes files larger than a JSON body (2 MB)', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const build = goodBuild('catalog', {}, { 'static/media/big.bin': big });
    const response = await publish(app, 'catalog', publishForm(build, { action: 'stage' }), bearer(catalogToken));
    expect(response.status).toBe(201);
  });

  it('cuts off a file over 25 MB with a 400 naming it, storing nothing', async () => {
    const before = await visible();
    const limit = 25 * 1024 * 1024;
    const build = goodBuild('catalog', {}, { 'static/media/huge.bin': 'x' });
    const entry = build.release.files.find((file) => file.path === 'static/media/huge.bin');
    if (entry) Object.assign(entry, { size: limit, sha256: sha256('x'.repeat(limit)) });
    const files = Object.entries({ ...build.files, 'static/media/huge.bin': 'x'.repeat(limit + 1) });
    const response = await publish(app, 'catalog', publishForm(build, { files }), bearer(catalogToken));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('"static/media/huge.bin" is larger than 25 MB');
    expect(await visible()).toEqual(before);
  });
});
