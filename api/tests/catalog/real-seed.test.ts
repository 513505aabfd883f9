/**
 * The real content seed, served through the API: every page the shop asks for exists, every
 * collection's products exist, every sku is priced, and every product can be found by search.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SitemapAnswer } from 'shared-contracts/api/catalog-views';
import { PAGE_NAMES } from 'shared-contracts/api/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSkuDetails } from '../../src/modules/catalog/index';
import { PAGE_PATHS, PAGES_WITHOUT_DOCUMENT } from '../../src/modules/content/service';
import { loadSeedContent, type SeedContent } from '../../src/seeders';
import { createTestApp, type TestApp } from '../support/test-app';

const seedIndex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/seed/content/index.ts');

describe.skipIf(!existsSync(seedIndex))('the real content seed through the API', () => {
  let t: TestApp;
  let content: SeedContent;
  beforeAll(async () => {
    content = await loadSeedContent();
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves every page the shop asks for', async () => {
    for (const name of PAGE_NAMES) {
      const response = await get(`/strapi/page/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().data, name).toBeTruthy();
    }
  });

  it('serves every product by slug and by title', async () => {
    for (const product of content.products) {
      const bySlug = await get(`/strapi/products/${encodeURIComponent(product.slug)}`);
      expect(bySlug.statusCode, product.slug).toBe(200);
      expect(bySlug.json().data[0].documentId).toBe(product.documentId);
      const byTitle = await get(`/strapi/products/${encodeURIComponent(product.title)}`);
      expect(byTitle.json().data[0].documentId, product.title).toBe(product.documentId);
    }
  });

  it('lists every product, collection and public page in the sitemap', async () => {
    const { data } = (await get('/strapi/sitemap')).json() as SitemapAnswer;
    expect(data.products.map((p) => p.slug).sort()).toEqual(content.products.map((p) => p.slug).sort());
    expect(data.collections.map((c) => c.slug).sort()).toEqual(content.productGroups.map((g) => g.slug).sort());
    const published = Object.values(PAGE_PATHS).filter((path): path is string => path !== null);
    expect(data.pages.map((p) => p.path)).toEqual([...published, ...PAGES_WITHOUT_DOCUMENT]);
    expect(data.pages[0]?.path).toBe('/');
  });

  it('expands every collection to all of its products', async () => {
    for (const group of content.productGroups) {
      const response = await get(`/strapi/product-groups/${encodeURIComponent(group.slug)}`);
      expect(response.statusCode, group.slug).toBe(200);
      expect(
        response.json().data.products.map((product: { slug: string }) => product.slug),
        group.slug,
      ).toEqual(group.products);
    }
  });

  it('prices every sku of every product, and details them for the cart', async () => {
    const { products } = (await get('/Products')).json();
    const skus = content.products.flatMap((product) => product.skus.map((sku) => sku.sku));
    for (const sku of skus)
      expect(products[sku], sku).toMatchObject({ price: expect.any(Number), qtyOnHand: expect.any(Number) });
    const details = await getSkuDetails(t.db, skus);
    expect(details.size).toBe(new Set(skus).size);
  });

  it('has a file behind every /media/ url the documents name', async () => {
    const urls = new Set(JSON.stringify(content).match(/\/media\/[^"?#]+/g) ?? []);
    expect(urls.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'HEAD', url: encodeURI(url) });
      if (response.statusCode !== 200) missing.push(url);
    }
    expect(missing).toEqual([]);
  });

  it('answers 304 for an unchanged page and 404 with a message for unknown names', async () => {
    const first = await get('/strapi/page/home');
    const again = await t.app.inject({
      method: 'GET',
      url: '/strapi/page/home',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/strapi/page/nothing')).json().message).toBe('Page "nothing" was not found');
    expect((await get('/strapi/products/nothing')).json().message).toBe('Product "nothing" was not found');
    expect((await get('/strapi/product-groups/nothing')).json().message).toBe('Collection "nothing" was not found');
  });

  it('finds every product by its title in search', async () => {
    for (const product of content.products) {
      const response = await get(`/strapi/products/search/${encodeURIComponent(product.title.slice(0, 100))}`);
      expect(
        response.json().data.map((row: { documentId: string }) => row.documentId),
        product.title,
      ).toContain(product.documentId);
    }
  });
});
