import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/platform/db/index';
import { runMigrations } from '../../src/platform/db/migrator';
import { createTestApp, type TestApp } from '../support/test-app';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'halvorsen-media-'));
mkdirSync(path.join(mediaDir, 'products'));
writeFileSync(path.join(mediaDir, 'products', 'rifle.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// Artwork large enough to be worth compressing (a page's hero is often its largest paint).
const artwork = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z" fill="#222"/>'.repeat(200)}</svg>`;
writeFileSync(path.join(mediaDir, 'products', 'hero.svg'), artwork);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { mediaDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('/media/', () => {
  it('serves media files with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/products/rifle.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text artwork for a browser that accepts it, and only the media', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/products/hero.svg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(artwork.length / 4);
    const plain = await t.app.inject({ method: 'GET', url: '/media/products/hero.svg' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(artwork);
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a missing file and never leaves the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/products/none.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite kept in a folder', () => {
  it('keeps everything across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'halvorsen-pglite-'));
    try {
      const first = await createDb({ kind: 'pglite', dir });
      await runMigrations(first);
      await first.insertInto('guests').values({ id: 'gid_persisted' }).execute();
      await first.destroy();

      const second = await createDb({ kind: 'pglite', dir });
      expect(await runMigrations(second)).toEqual([]);
      const row = await second.selectFrom('guests').select('id').executeTakeFirst();
      expect(row?.id).toBe('gid_persisted');
      await second.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
