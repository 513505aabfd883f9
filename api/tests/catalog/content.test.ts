import type { ProductGroupWithProducts } from 'shared-contracts/api/catalog-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: FIXTURE_CONTENT });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /strapi/page/:name', () => {
  it('answers the page inside data', async () => {
    const response = await get('/strapi/page/faq');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: FIXTURE_CONTENT.pages.faq });
  });

  it('answers 404 with a message for an unknown page', async () => {
    const response = await get('/strapi/page/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Page "nope" was not found' });
  });

  it('carries an ETag and answers 304 when the client already has it', async () => {
    const first = await get('/strapi/page/home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/strapi/page/home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of tags and a weak form of ours both count; another tag does not.
    expect((await get('/strapi/page/home', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/strapi/page/home', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await get('/strapi/page/faq', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

describe('GET /strapi/products/:title', () => {
  it('finds a product by slug, as a one-item array in data', async () => {
    const response = await get('/strapi/products/ridgeline-308');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0].documentId).toBe('doc-ridgeline');
    expect(data[0].skus.map((sku: { sku: string }) => sku.sku)).toEqual(['HA-RL308-BLK', 'HA-RL308-BRZ']);
  });

  it('finds a product by title, case-insensitively', async () => {
    for (const title of ['Ridgeline .308', 'RIDGELINE .308', 'ridgeline%20.308']) {
      const response = await get(`/strapi/products/${title.replaceAll(' ', '%20')}`);
      expect(response.statusCode, title).toBe(200);
      expect(response.json().data[0].slug).toBe('ridgeline-308');
    }
    expect((await get('/strapi/products/Field%20Cap')).json().data[0].slug).toBe('field-cap');
  });

  it('answers 404 with a message for an unknown product', async () => {
    const response = await get('/strapi/products/no-such-rifle');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Product "no-such-rifle" was not found' });
  });

  it('treats SQL-looking titles as plain text', async () => {
    const response = await get(`/strapi/products/${encodeURIComponent("x' or '1'='1")}`);
    expect(response.statusCode).toBe(404);
  });

  it('finds a product by documentId', async () => {
    const response = await get('/strapi/products/by-id/doc-bravo');
    expect(response.json().data[0].title).toBe('Bravo 9 Compact');
    const missing = await get('/strapi/products/by-id/doc-none');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product with id "doc-none" was not found');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = String((await get('/strapi/products/field-cap')).headers.etag);
    expect((await get('/strapi/products/field-cap', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('GET /strapi/product-groups/:title', () => {
  it('answers the collection with its product slugs expanded to products, skipping unknown slugs', async () => {
    const response = await get('/strapi/product-groups/rifles');
    expect(response.statusCode).toBe(200);
    const group: ProductGroupWithProducts = response.json().data;
    expect(group.title).toBe('Rifles');
    expect(group.filter_categories[0]?.title).toBe('Caliber');
    expect(group.products.map((product) => product.slug)).toEqual(['ridgeline-308']);
    const [rifle] = group.products;
    expect(rifle).toMatchObject({
      title: 'Ridgeline .308',
      display_type: 'product-long',
      ffl_item: true,
      tags: 'rifles',
    });
    expect(rifle?.skus[0]?.restricted_states).toEqual([{ value: 'CA' }, { value: 'ny' }]);
  });

  it('finds a collection by title too', async () => {
    expect((await get('/strapi/product-groups/RIFLES')).json().data.slug).toBe('rifles');
  });

  it('answers 404 with a message for an unknown collection', async () => {
    const response = await get('/strapi/product-groups/shotguns');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Collection "shotguns" was not found' });
  });
});
