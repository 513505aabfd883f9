import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT, fixtureProduct } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

// Extra products to prove ordering, the 20-row limit and wildcard escaping.
const extra = Array.from({ length: 25 }, (_, i) =>
  fixtureProduct({ documentId: `doc-sling-${i}`, slug: `sling-${i}`, title: `Sling ${String(i).padStart(2, '0')}` }),
);
const odd = [
  fixtureProduct({ documentId: 'doc-pct', slug: 'pct', title: '100% Wool Beanie' }),
  fixtureProduct({ documentId: 'doc-under', slug: 'under', title: 'Under_Score Tee' }),
  fixtureProduct({ documentId: 'doc-lower', slug: 'lower', title: 'apex Holster' }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    content: { ...FIXTURE_CONTENT, products: [...FIXTURE_CONTENT.products, ...extra, ...odd] },
  });
});
afterAll(async () => t?.close());

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/strapi/products/search/${encodeURIComponent(query)}` });
  return { status: response.statusCode, body: response.json() };
};
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((row) => row.title);

describe('GET /strapi/products/search/:query', () => {
  it('matches the title, case-insensitively, with the suggestion fields', async () => {
    const { status, body } = await search('RIDGELINE');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        documentId: 'doc-ridgeline',
        title: 'Ridgeline .308',
        subtitle: 'Bolt-action hunting rifle',
        slug: 'ridgeline-308',
        display_type: 'product-long',
        image: { url: '/media/test/ridgeline-308.svg', alternativeText: 'ridgeline-308' },
        sku: 'HA-RL308-BLK',
      },
    ]);
  });

  it('matches the subtitle, any sku and the description', async () => {
    expect(titles((await search('striker')).body)).toEqual(['Bravo 9 Compact']);
    expect(titles((await search('rl308-brz')).body)).toEqual(['Ridgeline .308']);
    expect(titles((await search('high country')).body)).toEqual(['Ridgeline .308']);
  });

  it('sorts by title case-insensitively and answers at most 20', async () => {
    const { body } = await search('s');
    expect(body.data).toHaveLength(20);
    const got = titles(body);
    expect(got).toEqual([...got].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(titles((await search('holster')).body)).toEqual(['apex Holster']);
    const mixed = titles((await search('e')).body);
    expect(mixed.indexOf('apex Holster')).toBeLessThan(mixed.indexOf('Bravo 9 Compact'));
  });

  it('answers an empty list for an empty or blank query', async () => {
    expect((await search('   ')).body).toEqual({ data: [] });
    for (const url of ['/strapi/products/search/', '/strapi/products/search']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    }
  });

  it('answers 400 with a clear message for a query over 100 characters', async () => {
    expect((await search('a'.repeat(100))).status).toBe(200);
    const { status, body } = await search('a'.repeat(101));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Search query must be at most 100 characters' });
    expect((await search('ü'.repeat(101))).status).toBe(400);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    // 'field cap' has "100% cotton" in its subtitle; Bravo has "café_grip" in a sku description.
    expect(titles((await search('%')).body)).toEqual(['100% Wool Beanie', 'field cap']);
    expect(titles((await search('_')).body)).toEqual(['Bravo 9 Compact', 'Under_Score Tee']);
    expect(titles((await search('%_')).body)).toEqual([]);
    expect(titles((await search('\\')).body)).toEqual([]);
  });

  it('treats SQL-looking input as text and keeps the tables', async () => {
    const { status, body } = await search("'; drop table product_search;--");
    expect(status).toBe(200);
    expect(body).toEqual({ data: [] });
    expect(titles((await search('ridgeline')).body)).toEqual(['Ridgeline .308']);
  });

  it('matches unicode text', async () => {
    expect(titles((await search('ÜNÏCODE')).body)).toEqual(['Bravo 9 Compact']);
    expect(titles((await search('café_grip')).body)).toEqual(['Bravo 9 Compact']);
    expect((await search('🙂 ☃')).body).toEqual({ data: [] });
  });

  it('has a trigram index on the search text', async () => {
    const result = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where tablename = 'product_search'`.execute(t.db);
    const definitions = result.rows.map((row) => row.indexdef);
    expect(definitions.some((def) => /gin \(search_text (public\.)?gin_trgm_ops\)/.test(def))).toBe(true);
  });
});
