/**
 * Promo codes of every kind the shop supports, so each can be tried in a browser:
 * percent, fixed amount, product-scoped, minimum subtotal, expired and used up.
 * The product-scoped code covers the catalogue's non-FFL skus (gear and apparel), read at seed
 * time, so it follows whatever the content seed holds.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { Seeder } from '../../platform/db/seeding';
import type { PromoCodesTable, PromoPageInfo } from '../../platform/db/tables/commerce';
import { insertMissingPromoCodes, listGearSkus } from './queries';

type ProductGroup = PromoPageInfo['group1'];

async function gearGroups(
  db: Db,
): Promise<{ skus: string[]; group1: ProductGroup; group2: ProductGroup; image: string }> {
  const rows = await listGearSkus(db);
  const byProduct = new Map<string, string[]>();
  for (const row of rows) byProduct.set(row.product_title, [...(byProduct.get(row.product_title) ?? []), row.sku]);
  const products = [...byProduct.entries()].map(([title, skus]) => ({ title, skus: skus.map((sku) => ({ sku })) }));
  const half = Math.ceil(Math.min(products.length, 6) / 2);
  return {
    skus: rows.map((row) => row.sku),
    group1: { title: 'Gear', products: products.slice(0, half) },
    group2: { title: 'More gear', products: products.slice(half, half * 2) },
    image: rows.find((row) => row.image_url)?.image_url ?? '',
  };
}

const noGroup: ProductGroup = { title: '', products: [] };

function page(title: string, subtitle: string, image = ''): string {
  const info: PromoPageInfo = { title, subtitle, promo_image: { url: image }, group1: noGroup, group2: noGroup };
  return JSON.stringify(info);
}

export async function seedPromoCodeRows(db: Db): Promise<Insertable<PromoCodesTable>[]> {
  const gear = await gearGroups(db);
  const rows: Insertable<PromoCodesTable>[] = [
    {
      code: 'HALVORSEN10',
      kind: 'percent',
      value: 10,
      description: '10% off your order',
      promo_page: page('10% off everything', 'Thanks for shooting Halvorsen'),
    },
    {
      code: 'FREEDOM25',
      kind: 'fixed',
      value: 25,
      description: '$25 off orders of $150 or more',
      min_subtotal: 150,
      promo_page: page('$25 off', 'On orders of $150 or more'),
    },
    {
      code: 'BIGGAME100',
      kind: 'fixed',
      value: 100,
      description: '$100 off orders of $1,000 or more',
      min_subtotal: 1000,
      promo_page: page('$100 off', 'On orders of $1,000 or more'),
    },
    {
      code: 'SUMMER2024',
      kind: 'percent',
      value: 15,
      description: 'Summer 2024: 15% off (expired)',
      expires_at: '2024-09-01T00:00:00Z',
      promo_page: page('Summer sale', 'Ended September 1, 2024'),
    },
    {
      code: 'LAUNCH5',
      kind: 'percent',
      value: 30,
      description: 'Launch day: 30% off for the first 5 orders (used up)',
      usage_limit: 5,
      times_used: 5,
      promo_page: page('Launch day', 'First five orders only'),
    },
  ];
  if (gear.skus.length > 0) {
    const info: PromoPageInfo = {
      title: '20% off gear',
      subtitle: 'Apparel and accessories',
      promo_image: { url: gear.image },
      group1: gear.group1,
      group2: gear.group2,
    };
    rows.push({
      code: 'GEAR20',
      kind: 'percent',
      value: 20,
      description: '20% off gear and apparel',
      sku_scope: gear.skus,
      promo_page: JSON.stringify(info),
    });
  }
  return rows;
}

export const promoCodesSeeder: Seeder = {
  name: 'promo-codes',
  async run(db) {
    return insertMissingPromoCodes(db, await seedPromoCodeRows(db));
  },
};
