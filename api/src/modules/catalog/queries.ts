/**
 * Every database access of the catalogue: the price list (price, discount, stock per sku) and the
 * denormalised sku catalogue the cart and checkout price from (both derived from the content seed),
 * sku details for pricing, and taking stock.
 */
import type { ContentPriceRow, ProductDocument } from 'shared-contracts/api/content';
import type { ItemClass, NfaKind } from 'shared-contracts/domain/compliance';
import type { Db } from '../../platform/db/index';
import { catalogRowsOf } from './catalog-rows';
import { type SkuDetails, skuDetailsOf } from './sku-details';

const BATCH = 500;

/** `catalog_skus as c` joined with `sku_prices as p`: select these to build SkuDetails in one query. */
export const SKU_DETAIL_COLUMNS = [
  'c.product_title',
  'c.product_slug',
  'c.image_url',
  'c.options',
  'c.is_ffl_item',
  'c.is_receiver_item',
  'c.restricted_states',
  'c.restricted_zips',
  'c.add_on_prices',
  'c.item_class',
  'c.ammunition_class',
  'c.magazine_capacity',
  'c.magazine_platform',
  'c.nfa_kind',
  'c.roster_status',
  'p.price',
  'p.best_discounted_price',
  'p.qty_on_hand',
] as const;

/**
 * Details of the given skus, keyed by sku. A sku that is not in the catalogue or has no price is
 * absent from the map (it cannot be sold).
 */
export async function getSkuDetails(db: Db, skus: string[]): Promise<Map<string, SkuDetails>> {
  const wanted = [...new Set(skus)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_skus as c')
    .innerJoin('sku_prices as p', 'p.sku', 'c.sku')
    .select(['c.sku', ...SKU_DETAIL_COLUMNS])
    .where('c.sku', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.sku, skuDetailsOf(row)]));
}

/** Sets a SKU's stock; answers the quantity it replaced, or null for an unknown SKU. Run it in a transaction. */
export async function setStock(db: Db, sku: string, quantity: number): Promise<number | null> {
  const before = await db
    .selectFrom('sku_prices')
    .select('qty_on_hand')
    .where('sku', '=', sku)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await db.updateTable('sku_prices').set({ qty_on_hand: quantity }).where('sku', '=', sku).execute();
  return Number(before.qty_on_hand);
}

const PRICE_COLUMNS = ['sku', 'price', 'best_discount_percentage', 'best_discounted_price', 'qty_on_hand'] as const;

/** The whole price list, in sku order. */
export async function listPriceRows(db: Db) {
  return db.selectFrom('sku_prices').select(PRICE_COLUMNS).orderBy('sku').execute();
}

/** The price-list rows of these skus only (one query on the primary key), in sku order; unknown skus have none. */
export async function listPriceRowsOf(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .selectFrom('sku_prices')
    .select(PRICE_COLUMNS)
    .where('sku', 'in', [...skus])
    .orderBy('sku')
    .execute();
}

export async function storePriceList(db: Db, rows: ContentPriceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => ({
      sku: row.sku,
      price: row.price,
      best_discount_percentage: row.bestDiscountPercentage ?? 0,
      best_discounted_price: row.bestDiscountedPrice ?? null,
      qty_on_hand: Math.max(0, Math.trunc(row.qtyOnHand)),
    }));
    await db
      .insertInto('sku_prices')
      .values(batch)
      .onConflict((oc) =>
        oc.column('sku').doUpdateSet((eb) => ({
          price: eb.ref('excluded.price'),
          best_discount_percentage: eb.ref('excluded.best_discount_percentage'),
          best_discounted_price: eb.ref('excluded.best_discounted_price'),
          qty_on_hand: eb.ref('excluded.qty_on_hand'),
        })),
      )
      .execute();
  }
}

export async function storeCatalogSkus(db: Db, products: ProductDocument[]): Promise<void> {
  const rows = products.flatMap(catalogRowsOf);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('catalog_skus')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.column('sku').doUpdateSet((eb) => ({
          product_document_id: eb.ref('excluded.product_document_id'),
          product_title: eb.ref('excluded.product_title'),
          product_slug: eb.ref('excluded.product_slug'),
          display_type: eb.ref('excluded.display_type'),
          options: eb.ref('excluded.options'),
          image_url: eb.ref('excluded.image_url'),
          is_ffl_item: eb.ref('excluded.is_ffl_item'),
          is_receiver_item: eb.ref('excluded.is_receiver_item'),
          restricted_states: eb.ref('excluded.restricted_states'),
          restricted_zips: eb.ref('excluded.restricted_zips'),
          add_on_prices: eb.ref('excluded.add_on_prices'),
          item_class: eb.ref('excluded.item_class'),
          ammunition_class: eb.ref('excluded.ammunition_class'),
          magazine_capacity: eb.ref('excluded.magazine_capacity'),
          magazine_platform: eb.ref('excluded.magazine_platform'),
          nfa_kind: eb.ref('excluded.nfa_kind'),
          roster_status: eb.ref('excluded.roster_status'),
          serial_format: eb.ref('excluded.serial_format'),
          caliber: eb.ref('excluded.caliber'),
        })),
      )
      .execute();
  }
}

/** What the disposition record needs of a sku (issue 30): its class, NFA kind, serial format and calibre. */
export interface FirearmFacts {
  itemClass: ItemClass;
  nfaKind: NfaKind | null;
  serialFormat: string | null;
  caliber: string | null;
}

/** The firearm facts of the given skus, by sku (a sku no longer in the catalogue is absent). */
export async function firearmFactsOf(db: Db, skus: string[]): Promise<Map<string, FirearmFacts>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_skus')
    .select(['sku', 'item_class', 'nfa_kind', 'serial_format', 'caliber'])
    .where('sku', 'in', skus)
    .execute();
  return new Map(
    rows.map((row) => [
      row.sku,
      { itemClass: row.item_class, nfaKind: row.nfa_kind, serialFormat: row.serial_format, caliber: row.caliber },
    ]),
  );
}
