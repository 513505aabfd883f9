import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeProducts } from '../../src/modules/content/index';
import {
  escapeLike,
  SEARCH_HEAD_ROWS,
  searchByTrigrams,
  searchProducts,
  searchTitleHead,
  vocabularyCandidatesQuery,
} from '../../src/modules/content/queries';
import { search } from '../../src/modules/content/service';
import { planCorrection } from '../../src/modules/content/typo-correction';
import { fixtureProduct } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

const COUNT = 10_000;
const words = ['ridge', 'timber', 'granite', 'basin', 'summit', 'canyon', 'prairie', 'glacier'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const products = Array.from({ length: COUNT }, (_, i) =>
    fixtureProduct({
      documentId: `doc-${i}`,
      slug: `product-${i}`,
      // Mixed case, so the title order is case-insensitive only if the query makes it so.
      title: `${i % 3 === 0 ? words[i % words.length]?.toUpperCase() : words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
    }),
  );
  await storeProducts(t.db, products);
  await sql`analyze product_search`.execute(t.db);
  await sql`analyze product_search_word`.execute(t.db);
}, 120_000);
afterAll(async () => t?.close());

const planOf = async (query: { explain(): Promise<Array<Record<string, unknown>>> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

const pattern = (needle: string) => `%${escapeLike(needle)}%`;

describe('search over 10,000 products', () => {
  it('answers a rare word from the trigram index, not a scan of every row', async () => {
    const plan = await planOf(searchByTrigrams(t.db, pattern('glacier timber 99')));
    expect(plan, plan).toContain('product_search_text_trgm');
  });

  it('answers a common word by walking the title index, reading only the head of it', async () => {
    const plan = await planOf(searchTitleHead(t.db, pattern('ridge')));
    expect(plan, plan).toContain('product_search_title_order');
    expect(plan, plan).not.toMatch(/Seq Scan|Sort/);
  });

  it('still answers sorted, limited results', async () => {
    const results = await searchProducts(t.db, 'GLACIER timber 99');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    for (const row of results) expect(row.title.toLowerCase()).toContain('glacier timber 99');
  });

  it('answers exactly what the full sort of every match answers, for common, rare and absent words', async () => {
    // Common (thousands of matches), in the head or past it, rare, single, none.
    for (const needle of [
      'e',
      'ridge',
      'RIDGE timber',
      'summit 99',
      'prairie glacier 7',
      'basin 9999',
      '12345',
      'zzz',
    ]) {
      const full = await searchByTrigrams(t.db, pattern(needle.toLowerCase())).execute();
      const answered = await searchProducts(t.db, needle);
      expect(
        answered.map((row) => row.documentId),
        needle,
      ).toEqual(full.map((row) => row.document_id));
    }
  });

  it('finds matches that sort after the first rows of the title order', async () => {
    // "summit" titles sort after SEARCH_HEAD_ROWS others begin with earlier words.
    const results = await searchProducts(t.db, 'summit summit');
    expect(results).toHaveLength(20);
    expect(results.every((row) => row.title.toLowerCase().startsWith('summit summit'))).toBe(true);
    const before = await t.db
      .selectFrom('product_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<string>`lower(title)`, '<', 'summit')
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBeGreaterThan(SEARCH_HEAD_ROWS);
  });

  it('corrects a mistyped word through the (length, digits) index of the vocabulary, not a scan of it', async () => {
    const plan = planCorrection('glacer timbr');
    const explained = await sql<{ 'QUERY PLAN': string }>`explain ${vocabularyCandidatesQuery(plan.wordTerms)}`.execute(
      t.db,
    );
    const text = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text, text).toContain('product_search_word_shape');
    expect(text, text).not.toMatch(/Seq Scan on product_search_word/);
    const answer = await search(t.db, 'GLACER timbr 99');
    expect(answer.meta).toEqual({
      correctedQuery: 'glacier timber 99',
      corrections: [
        { from: 'glacer', to: 'glacier' },
        { from: 'timbr', to: 'timber' },
      ],
    });
    expect(answer.data.map((row) => row.documentId)).toEqual(
      (await searchProducts(t.db, 'glacier timber 99')).map((row) => row.documentId),
    );
  });

  it('answers a query with hits as it always did, without a correction', async () => {
    for (const needle of ['ridge', 'glacier timber 99', 'basin 9999']) {
      const answer = await search(t.db, needle);
      expect(answer.meta, needle).toBeUndefined();
      expect(answer.data, needle).toEqual(await searchProducts(t.db, needle));
    }
  });
});
