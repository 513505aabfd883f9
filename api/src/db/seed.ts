/**
 * First-run seeding. The platform seeder loads the content seed (pages, products, collections,
 * price list) into the content store, search index, price list and sku catalogue when the store is
 * empty. Other modules append their own seeders to `seeders` (each seeds only what is missing).
 */
import { storeCatalogSkus, storePriceList } from '../modules/catalog/store';
import type { SeedContent } from '../modules/content/seed-content';
import { storePages, storeProductGroups, storeProducts } from '../modules/content/store';
import { promoCodesSeeder } from '../modules/promotions/seed';
import { reviewsSeeder } from '../modules/reviews/seed';
import { shippingMethodsSeeder } from '../modules/shipping/seed';
import type { Db } from './index';

export type { SeedContent } from '../modules/content/seed-content';

export interface Seeder {
  name: string;
  /** Seeds what is missing (must be safe to run on every start); true when it wrote anything. */
  run(db: Db): Promise<boolean>;
}

/** Loaded lazily so tests that bring their own documents do not pay for the whole seed. */
export async function loadSeedContent(): Promise<SeedContent> {
  const module = await import('../seed/content/index');
  return module.seedContent;
}

/** Stores a whole content seed in one transaction (documents, search index, prices, catalogue). */
export async function storeSeedContent(db: Db, content: SeedContent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await storePages(trx, content.pages);
    await storeProducts(trx, content.products);
    await storeProductGroups(trx, content.productGroups);
    await storePriceList(trx, content.priceList);
    await storeCatalogSkus(trx, content.products);
  });
}

async function contentStoreIsEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('content_documents').select('kind').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeders of other modules (commerce: shipping methods, promo codes...), run after the content. */
export const seeders: Seeder[] = [shippingMethodsSeeder, promoCodesSeeder, reviewsSeeder];

export interface SeedReport {
  content: boolean;
  seeders: string[];
}

/** Seeds an empty database; on a seeded one it only lets each seeder fill what it is missing. */
export async function seedIfEmpty(db: Db, content?: SeedContent): Promise<SeedReport> {
  let seededContent = false;
  if (await contentStoreIsEmpty(db)) {
    await storeSeedContent(db, content ?? (await loadSeedContent()));
    seededContent = true;
  }
  const ran: string[] = [];
  for (const seeder of seeders) {
    if (await seeder.run(db)) ran.push(seeder.name);
  }
  return { content: seededContent, seeders: ran };
}
