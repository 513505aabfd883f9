/**
 * Writes content documents into the store and keeps the search index beside them. Used by the
 * seed and by tests; a later content editor would call the same functions.
 */

import { sql } from 'kysely';
import type { ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import type { Db } from '../../db/index';
import type { ContentKind } from '../../db/tables/platform';
import { searchRowOf } from './search-index';

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

export async function storeProducts(db: Db, products: ProductDocument[]): Promise<void> {
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
