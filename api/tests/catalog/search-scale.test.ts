import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '../../src/modules/content/queries';
import { storeProducts } from '../../src/modules/content/store';
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
      title: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
    }),
  );
  await storeProducts(t.db, products);
  await sql`analyze product_search`.execute(t.db);
}, 120_000);
afterAll(async () => t?.close());

describe('search over 10,000 products', () => {
  it('is answered from the trigram index, not a scan of every row', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select document_id from product_search
      where search_text ilike ${'%glacier timber 99%'} order by lower(title) limit 20`.execute(t.db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text, text).toContain('product_search_text_trgm');
  });

  it('still answers sorted, limited results', async () => {
    const results = await searchProducts(t.db, 'GLACIER timber 99');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(20);
    for (const row of results) expect(row.title.toLowerCase()).toContain('glacier timber 99');
  });
});
