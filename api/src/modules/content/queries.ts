/**
 * Every database access of the content store: pages, products, collections and the product search
 * index, read by the content routes and written by the seed (a later content editor would call the
 * same writes).
 */
import { type Selectable, sql } from 'kysely';
import type { ProductSearchResult } from 'shared-contracts/api/catalog-views';
import type { ProductDisplayType, ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import type { Db } from '../../platform/db/index';
import type { ContentKind, ProductSearchTable } from '../../platform/db/tables/platform';
import { searchRowOf, wordsRowOf } from './search-index';
import type { CorrectionTerm, VocabularyCandidate } from './typo-correction';

export const SEARCH_RESULT_LIMIT = 20;

/** "HX-9 Compact" -> "hx-9-compact": lets a product link made from a title find its slug. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export async function findPage(db: Db, name: string): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('content_documents')
    .select('data')
    .where('kind', '=', 'page')
    .where('key', '=', name)
    .executeTakeFirst();
  return row?.data;
}

/** A product or collection by slug or by title, case-insensitively (exact slug wins). */
async function findBySlugOrTitle(db: Db, kind: ContentKind, titleOrSlug: string): Promise<unknown | undefined> {
  const wanted = titleOrSlug.trim();
  if (!wanted) return undefined;
  const lowered = wanted.toLowerCase();
  const slug = slugify(wanted);
  const row = await db
    .selectFrom('content_documents')
    .select('data')
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('key', '=', wanted),
        eb('key', '=', lowered),
        ...(slug ? [eb('key', '=', slug)] : []),
        eb(sql<string>`lower(title)`, '=', lowered),
      ]),
    )
    .orderBy(sql`key = ${wanted}`, 'desc')
    .orderBy(sql`lower(title) = ${lowered}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.data;
}

export async function findProduct(db: Db, titleOrSlug: string): Promise<ProductDocument | undefined> {
  return (await findBySlugOrTitle(db, 'product', titleOrSlug)) as ProductDocument | undefined;
}

export async function findProductByDocumentId(db: Db, documentId: string): Promise<ProductDocument | undefined> {
  const row = await db
    .selectFrom('content_documents')
    .select('data')
    .where('kind', '=', 'product')
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.data as ProductDocument | undefined;
}

export async function findProductGroup(db: Db, titleOrSlug: string): Promise<ProductGroupDocument | undefined> {
  return (await findBySlugOrTitle(db, 'product_group', titleOrSlug)) as ProductGroupDocument | undefined;
}

/** Products by slug, in the order asked for; unknown slugs are left out. */
export async function findProductsBySlugs(db: Db, slugs: string[]): Promise<ProductDocument[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('content_documents')
    .select(['key', 'data'])
    .where('kind', '=', 'product')
    .where('key', 'in', slugs)
    .execute();
  const bySlug = new Map(rows.map((row) => [row.key, row.data as unknown as ProductDocument]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** A document's key (page name or slug) and when it last changed. */
export interface DocumentStamp {
  kind: ContentKind;
  key: string;
  updatedAt: Date;
}

/** Every document of the store by kind and key (no bodies): what the sitemap lists. */
export async function listDocumentStamps(db: Db): Promise<DocumentStamp[]> {
  const rows = await db
    .selectFrom('content_documents')
    .select(['kind', 'key', 'updated_at'])
    .orderBy('kind')
    .orderBy('key')
    .execute();
  return rows.map((row) => ({ kind: row.kind, key: row.key, updatedAt: new Date(row.updated_at) }));
}

/** `%`, `_` and `\` are LIKE wildcards/escape: a visitor's text must match only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const SEARCH_COLUMNS = [
  'document_id',
  'title',
  'subtitle',
  'slug',
  'display_type',
  'image_url',
  'image_alt',
  'sku',
] as const;

/**
 * How many rows, in title order, a search reads before it turns to the trigram index. A word that
 * matches at least 1 product in 100 (as most 3-letter inputs do) has its first 20 matches here.
 */
export const SEARCH_HEAD_ROWS = 2000;

type SearchRow = Pick<Selectable<ProductSearchTable>, (typeof SEARCH_COLUMNS)[number]>;

/**
 * Products whose title, subtitle, sku or description contains the query (case-insensitive),
 * sorted by title case-insensitively, at most SEARCH_RESULT_LIMIT.
 *
 * `search_text` is stored lower-cased, so a lower-cased needle matches it with LIKE (ILIKE folds
 * the case of every candidate row again, which cost most of the time). Only the first 20 matches in
 * title order are answered, and how to find them depends on how common the word is:
 * - common ("rid", "mag": thousands of matches): walk the title index (migration 003) and stop at
 *   the 20th match, a few dozen rows, instead of fetching and sorting every match;
 * - rare (fewer than 20 among the first SEARCH_HEAD_ROWS titles): the trigram index finds all of its
 *   matches directly and only those are sorted.
 * Both answer exactly the same rows; the planner cannot tell the two cases apart from statistics.
 */
export async function searchProducts(db: Db, query: string): Promise<ProductSearchResult[]> {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const pattern = `%${escapeLike(needle)}%`;
  const head = await searchTitleHead(db, pattern).execute();
  if (head.length === SEARCH_RESULT_LIMIT) return head.map(toSearchResult);
  return (await searchByTrigrams(db, pattern).execute()).map(toSearchResult);
}

/** The first 20 matches of `pattern` among the first SEARCH_HEAD_ROWS products in title order. */
export function searchTitleHead(db: Db, pattern: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('product_search')
        .select([...SEARCH_COLUMNS, 'search_text', sql<string>`lower(title)`.as('title_key')])
        .orderBy(sql`lower(title)`)
        .orderBy('title')
        .orderBy('document_id')
        .limit(SEARCH_HEAD_ROWS)
        .as('head'),
    )
    .select(SEARCH_COLUMNS)
    .where('search_text', 'like', pattern)
    .orderBy('title_key')
    .orderBy('title')
    .orderBy('document_id')
    .limit(SEARCH_RESULT_LIMIT);
}

/** Every match of `pattern` through the trigram index, then the first 20 of them by title. */
export function searchByTrigrams(db: Db, pattern: string) {
  return (
    db
      // Materialised: the matches are fetched first (trigram index), never by walking the title order.
      .with(
        (cte) => cte('matches').materialized(),
        (qb) =>
          qb
            .selectFrom('product_search')
            .select([...SEARCH_COLUMNS, sql<string>`lower(title)`.as('title_key')])
            .where('search_text', 'like', pattern),
      )
      .selectFrom('matches')
      .select(SEARCH_COLUMNS)
      .orderBy('title_key')
      .orderBy('title')
      .orderBy('document_id')
      .limit(SEARCH_RESULT_LIMIT)
  );
}

/**
 * Vocabulary words near each term (typo-correction.ts picks among them): words whose length and
 * number of digits are each within the term's allowed edits of the term's (no edit changes either by
 * more than one, so no candidate is lost), and whose Levenshtein distance is at most twice the
 * allowed edits (a swap of two letters is one edit for the search but two for Levenshtein); the term
 * itself is among them when it is a vocabulary word. One statement for every term of a query; the
 * (length, digit_count) index narrows the rows the distance is computed on (docs/decisions/0009).
 */
export async function findVocabularyCandidates(
  db: Db,
  terms: readonly CorrectionTerm[],
): Promise<Map<string, VocabularyCandidate[]>> {
  const byTerm = new Map<string, VocabularyCandidate[]>();
  if (terms.length === 0) return byTerm;
  const { rows } = await vocabularyCandidatesQuery(terms).execute(db);
  for (const row of rows) {
    const list = byTerm.get(row.term) ?? [];
    list.push({ word: row.word, productCount: row.product_count });
    byTerm.set(row.term, list);
  }
  return byTerm;
}

/** The statement of findVocabularyCandidates (at least one term). */
export function vocabularyCandidatesQuery(terms: readonly CorrectionTerm[]) {
  const values = sql.join(terms.map(({ term, edits }) => sql`(${term}::text, ${edits}::integer)`));
  return sql<{ term: string; word: string; product_count: number }>`
    select q.term, w.word, w.product_count
    from (values ${values}) as q(term, edits)
    join product_search_word w
      on length(w.word) between length(q.term) - q.edits and length(q.term) + q.edits
      and w.digit_count between search_word_digits(q.term) - q.edits and search_word_digits(q.term) + q.edits
      and levenshtein_less_equal(w.word, q.term, 2 * q.edits) <= 2 * q.edits`;
}

function toSearchResult(row: SearchRow): ProductSearchResult {
  return {
    documentId: row.document_id,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    display_type: row.display_type as ProductDisplayType,
    image: { url: row.image_url ?? '', alternativeText: row.image_alt },
    sku: row.sku,
  };
}

// ---- writes -------------------------------------------------------------------------------------

const BATCH = 500;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface DocumentRow {
  kind: ContentKind;
  key: string;
  document_id: string | null;
  title: string | null;
  data: unknown;
}

async function upsertDocuments(db: Db, rows: DocumentRow[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insertInto('content_documents')
      .values(batch.map((row) => ({ ...row, data: JSON.stringify(row.data) })))
      .onConflict((oc) =>
        oc.columns(['kind', 'key']).doUpdateSet({
          document_id: (eb) => eb.ref('excluded.document_id'),
          title: (eb) => eb.ref('excluded.title'),
          data: (eb) => eb.ref('excluded.data'),
          updated_at: sql`now()`,
        }),
      )
      .execute();
  }
}

export async function storePages(db: Db, pages: Record<string, unknown>): Promise<void> {
  await upsertDocuments(
    db,
    Object.entries(pages).map(([name, data]) => ({ kind: 'page', key: name, document_id: null, title: null, data })),
  );
}

/**
 * Product documents with their search rows and words, and the search vocabulary rebuilt from them,
 * in one transaction (the caller's, when it already is in one): a search never sees rows whose
 * words the vocabulary lacks.
 */
export async function storeProducts(db: Db, products: ProductDocument[]): Promise<void> {
  if (db.isTransaction) return storeProductsIn(db, products);
  await db.transaction().execute((trx) => storeProductsIn(trx, products));
}

async function storeProductsIn(db: Db, products: ProductDocument[]): Promise<void> {
  await upsertDocuments(
    db,
    products.map((product) => ({
      kind: 'product',
      key: product.slug,
      document_id: product.documentId,
      title: product.title,
      data: product,
    })),
  );
  for (const batch of chunks(products.map(searchRowOf))) {
    await db
      .insertInto('product_search')
      .values(batch)
      .onConflict((oc) =>
        oc.column('document_id').doUpdateSet((eb) => ({
          sku: eb.ref('excluded.sku'),
          title: eb.ref('excluded.title'),
          subtitle: eb.ref('excluded.subtitle'),
          slug: eb.ref('excluded.slug'),
          display_type: eb.ref('excluded.display_type'),
          image_url: eb.ref('excluded.image_url'),
          image_alt: eb.ref('excluded.image_alt'),
          description: eb.ref('excluded.description'),
          search_text: eb.ref('excluded.search_text'),
        })),
      )
      .execute();
  }
  for (const batch of chunks(products.map(wordsRowOf))) {
    await db
      .insertInto('product_words')
      .values(batch)
      .onConflict((oc) => oc.column('document_id').doUpdateSet((eb) => ({ words: eb.ref('excluded.words') })))
      .execute();
  }
  // Migration 006: every product's words, counted; unchanged words are not rewritten.
  await sql`select rebuild_product_search_words()`.execute(db);
}

export async function storeProductGroups(db: Db, groups: ProductGroupDocument[]): Promise<void> {
  await upsertDocuments(
    db,
    groups.map((group) => ({
      kind: 'product_group',
      key: group.slug,
      document_id: group.documentId,
      title: group.title,
      data: group,
    })),
  );
}

/** True while the store holds no document at all (a fresh database: the seed has not run). */
export async function contentStoreIsEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('content_documents').select('kind').limit(1).executeTakeFirst();
  return row === undefined;
}
