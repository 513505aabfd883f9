/**
 * The content store's part of the content seed: pages, products (with their search rows) and
 * collections. The content seeder of src/seeders.ts runs it when the store is empty.
 */
import type { ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import type { Db } from '../../platform/db/index';
import { contentStoreIsEmpty, storePages, storeProductGroups, storeProducts } from './queries';

export { contentStoreIsEmpty };

export async function seedContentDocuments(
  db: Db,
  content: { pages: Record<string, unknown>; products: ProductDocument[]; productGroups: ProductGroupDocument[] },
): Promise<void> {
  await storePages(db, content.pages);
  await storeProducts(db, content.products);
  await storeProductGroups(db, content.productGroups);
}
