/** Reads of the content store: pages, products, collections and the search index. */

import { sql } from 'kysely';
import type { ProductSearchResult } from 'shared-contracts/api/catalog-views';
import type { ProductDisplayType, ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import type { Db } from '../../db/index';
import type { ContentKind } from '../../db/tables/platform';

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

/** `%`, `_` and `\` are LIKE wildcards/escape: a visitor's text must match only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Products whose title, subtitle, sku or description contains the query (case-insensitive),
 * sorted by title case-insensitively. `search_text ILIKE` is served by the pg_trgm GIN index.
 */
export async function searchProducts(db: Db, query: string): Promise<ProductSearchResult[]> {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const rows = await db
    .selectFrom('product_search')
    .select(['document_id', 'title', 'subtitle', 'slug', 'display_type', 'image_url', 'image_alt', 'sku'])
    .where('search_text', 'ilike', `%${escapeLike(needle)}%`)
    .orderBy(sql`lower(title)`)
    .orderBy('title')
    .orderBy('document_id')
    .limit(SEARCH_RESULT_LIMIT)
    .execute();
  return rows.map((row) => ({
    documentId: row.document_id,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    display_type: row.display_type as ProductDisplayType,
    image: { url: row.image_url ?? '', alternativeText: row.image_alt },
    sku: row.sku,
  }));
}
