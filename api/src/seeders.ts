/**
 * What a database is seeded with, in order: the one list of seeders, beside the list of modules in
 * app.ts. Each module knows how to seed its own part (`modules/<domain>/seed.ts`); this file only
 * composes them. Every seeder fills what is missing, so seeding runs on every start.
 */
import type { ContentPriceRow, ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import { seedCatalog } from './modules/catalog/index';
import { contentStoreIsEmpty, seedContentDocuments } from './modules/content/index';
import { dealerDirectorySeeder, zipCodesSeeder } from './modules/dealers/index';
import { promoCodesSeeder } from './modules/promotions/index';
import { reviewsSeeder } from './modules/reviews/index';
import { shippingMethodsSeeder } from './modules/shipping/index';
import type { Db } from './platform/db/index';
import { runSeeders, type Seeder } from './platform/db/seeding';

export type { Seeder } from './platform/db/seeding';

/** The shop's content as src/seed/content exports it (`seedContent`), or a test's own documents. */
export interface SeedContent {
  pages: Record<string, unknown>;
  products: ProductDocument[];
  productGroups: ProductGroupDocument[];
  priceList: ContentPriceRow[];
}

/** Loaded lazily so tests that bring their own documents do not pay for the whole seed. */
export async function loadSeedContent(): Promise<SeedContent> {
  const module = await import('./seed/content/index');
  return module.seedContent;
}

export const CONTENT_SEEDER = 'content';

/**
 * The content seed, stored once, into an empty content store: documents and search index (content
 * module), price list and sku catalogue (catalog module), in ONE transaction, so a product never
 * exists without its prices.
 */
export function contentSeeder(content?: SeedContent): Seeder {
  return {
    name: CONTENT_SEEDER,
    async run(db) {
      if (!(await contentStoreIsEmpty(db))) return false;
      const seed = content ?? (await loadSeedContent());
      await db.transaction().execute(async (trx) => {
        await seedContentDocuments(trx, seed);
        await seedCatalog(trx, seed);
      });
      return true;
    },
  };
}

/** Every seeder, in order: the content first (the others read the catalogue it stores). */
export function shopSeeders(content?: SeedContent): Seeder[] {
  return [
    contentSeeder(content),
    shippingMethodsSeeder,
    promoCodesSeeder,
    reviewsSeeder,
    zipCodesSeeder,
    dealerDirectorySeeder,
  ];
}

export interface SeedReport {
  /** The content seed was stored (the database was empty). */
  content: boolean;
  /** The other seeders that wrote something. */
  seeders: string[];
}

/** Seeds an empty database; on a seeded one it only lets each seeder fill what it is missing. */
export async function seedIfEmpty(db: Db, content?: SeedContent): Promise<SeedReport> {
  const ran = await runSeeders(db, shopSeeders(content));
  return { content: ran.includes(CONTENT_SEEDER), seeders: ran.filter((name) => name !== CONTENT_SEEDER) };
}
