/**
 * The search vocabulary (migration 006): one row per distinct word of the products' titles,
 * subtitles and skus (whole and in parts) with the number of products holding it, rebuilt in the
 * transaction that writes product_search rows (from each product's words in product_words), and
 * backfilled by the migration from the rows that were there before it.
 */
import { type Kysely, sql } from 'kysely';
import type { ProductDocument } from 'shared-contracts/api/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeProducts } from '../../src/modules/content/index';
import * as searchVocabulary from '../../src/platform/db/migrations/006_search_vocabulary';
import { productSearchWords } from '../../src/shared/search-words';
import { FIXTURE_CONTENT, FIXTURE_PRODUCTS, fixtureProduct } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: FIXTURE_CONTENT });
});
afterAll(async () => t?.close());

/** The vocabulary as stored: word -> [products holding it, digits in it]. */
async function storedVocabulary(): Promise<Record<string, [number, number]>> {
  const rows = await t.db
    .selectFrom('product_search_word')
    .select(['word', 'product_count', 'digit_count'])
    .orderBy('word')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.word, [row.product_count, row.digit_count]]));
}

/** What the vocabulary of these products must be, counted here from the documents. */
function expectedVocabulary(products: ProductDocument[]): Record<string, [number, number]> {
  const counts = new Map<string, number>();
  for (const product of products) {
    const words = productSearchWords({ ...product, skus: (product.skus ?? []).map((sku) => sku.sku) });
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return Object.fromEntries(
    [...counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([word, count]) => [word, [count, word.replace(/[^0-9]/g, '').length]]),
  );
}

const search = async (query: string) =>
  (await t.app.inject({ url: `/strapi/products/search/${encodeURIComponent(query)}` })).json() as {
    data: Array<{ title: string }>;
    meta?: { correctedQuery: string };
  };

describe('the search vocabulary', () => {
  it("holds every title, subtitle and sku word (skus whole and in parts) with its products' count", async () => {
    const vocabulary = await storedVocabulary();
    expect(vocabulary).toEqual(expectedVocabulary(FIXTURE_PRODUCTS));
    expect(vocabulary.rifle).toEqual([1, 0]);
    expect(vocabulary['ha-rl308-blk']).toEqual([1, 3]);
    expect(vocabulary.ha).toEqual([3, 0]);
    // Descriptions stay out: 'barrel' is found as typed, but is never a word a typo becomes.
    expect(vocabulary.barrel).toBeUndefined();
    expect((await search('barrel')).data.map((row) => row.title)).toEqual(['Ridgeline .308']);
  });

  it('is rebuilt when products are written: new words in, words no product holds any more out, counts kept', async () => {
    const ridgeline = FIXTURE_PRODUCTS[0]!;
    await storeProducts(t.db, [
      { ...ridgeline, title: 'Ridgeline Tracker .308' },
      fixtureProduct({ documentId: 'doc-tracker', slug: 'tracker-cap', title: 'Tracker cap' }),
    ]);
    const vocabulary = await storedVocabulary();
    expect(vocabulary.tracker).toEqual([2, 0]);
    expect(vocabulary.cap).toEqual([2, 0]);
    expect(vocabulary['tracker-cap-1']).toEqual([1, 1]);
    expect((await search('trakcer')).meta?.correctedQuery).toBe('tracker');

    await storeProducts(t.db, [ridgeline]);
    const after = await storedVocabulary();
    expect(after.tracker).toEqual([1, 0]);
    await t.db.deleteFrom('product_search').where('document_id', '=', 'doc-tracker').execute();
    await storeProducts(t.db, []);
    expect(await storedVocabulary()).toEqual(expectedVocabulary(FIXTURE_PRODUCTS));
    expect((await search('trakcer')).data).toEqual([]);
  });

  it('changes with its rows in one transaction: a write rolled back leaves no word behind', async () => {
    const before = await storedVocabulary();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await storeProducts(trx, [fixtureProduct({ documentId: 'doc-ghost', slug: 'ghost', title: 'Phantom Sling' })]);
        expect(
          await trx.selectFrom('product_search_word').select('word').where('word', '=', 'phantom').executeTakeFirst(),
        ).toEqual({ word: 'phantom' });
        throw new Error('the content import failed');
      }),
    ).rejects.toThrow('the content import failed');
    expect(await storedVocabulary()).toEqual(before);
  });

  it('has an index on (length, digits), the shape of a look-up (search-scale.test.ts checks it is used)', async () => {
    const indexes = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'product_search_word' and schemaname = current_schema()`.execute(
      t.db,
    );
    expect(indexes.rows.map((row) => row.indexdef).join('\n')).toMatch(/\(length\(word\), digit_count\)/);
  });
});

describe('migration 006 on a catalogue stored before it', () => {
  it("backfills the words of the rows already there, from their product documents' skus", async () => {
    // Migrations are written against an untyped database.
    const untyped = t.db as unknown as Kysely<unknown>;
    await searchVocabulary.down(untyped);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(t.db);
    expect(tables.rows.map((row) => row.table_name)).not.toContain('product_words');
    // A row whose document went missing still has its title, subtitle and first sku.
    await t.db.deleteFrom('content_documents').where('document_id', '=', 'doc-field-cap').execute();

    await searchVocabulary.up(untyped);
    const [ridgeline, fieldCap, bravo] = FIXTURE_PRODUCTS;
    expect(await storedVocabulary()).toEqual(expectedVocabulary([ridgeline!, fieldCap!, bravo!]));
    const rows = await t.db
      .selectFrom('product_words')
      .select(['document_id', 'words'])
      .orderBy('document_id')
      .execute();
    expect(rows.find((row) => row.document_id === 'doc-ridgeline')?.words).toContain('ha-rl308-brz');
    expect((await search('ridgline')).meta?.correctedQuery).toBe('ridgeline');
  });
});
