/**
 * The catalogue's part of the content seed: the price list and one catalogue row per sku of the
 * seeded products. Called by the content seeder of src/seeders.ts, in the same transaction as the
 * documents, so a product and its prices appear together or not at all.
 */
import type { ContentPriceRow, ProductDocument } from 'shared-contracts/api/content';
import type { Db } from '../../platform/db/index';
import { storeCatalogSkus, storePriceList } from './queries';

export async function seedCatalog(
  db: Db,
  content: { products: ProductDocument[]; priceList: ContentPriceRow[] },
): Promise<void> {
  await storePriceList(db, content.priceList);
  await storeCatalogSkus(db, content.products);
}
