/**
 * Catalogue services other modules use: sku details with server-side prices (the cart never trusts
 * a client's price) and taking stock without overselling.
 */
import type { PriceListAnswer } from 'shared-contracts/api/catalog-views';
import type { Db } from '../../db/index';
import type { CatalogSkuOption } from '../../db/tables/platform';

export interface SkuDetails {
  sku: string;
  productName: string;
  /** `/product/<slug>` */
  productUrl: string;
  imageUrl: string;
  options: CatalogSkuOption[];
  isFflItem: boolean;
  isReceiverItem: boolean;
  restrictedStates: string[];
  restrictedZips: string[];
  /** Original unit price. */
  price: number;
  /** What is charged: the discounted price when there is one, else `price`. */
  finalPrice: number;
  qtyOnHand: number;
}

const toNumber = (value: string | number) => Number(value);

/** The catalogue and price-list columns a SkuDetails is made of (as read by skuDetailsOf). */
export interface SkuDetailsRow {
  sku: string;
  product_title: string;
  product_slug: string;
  image_url: string | null;
  options: CatalogSkuOption[];
  is_ffl_item: boolean;
  is_receiver_item: boolean;
  restricted_states: string[];
  restricted_zips: string[];
  price: string | number;
  best_discounted_price: string | number | null;
  qty_on_hand: number;
}

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
  'p.price',
  'p.best_discounted_price',
  'p.qty_on_hand',
] as const;

export function skuDetailsOf(row: SkuDetailsRow): SkuDetails {
  const price = toNumber(row.price);
  const discounted = row.best_discounted_price === null ? null : toNumber(row.best_discounted_price);
  return {
    sku: row.sku,
    productName: row.product_title,
    productUrl: `/product/${row.product_slug}`,
    imageUrl: row.image_url ?? '',
    options: row.options,
    isFflItem: row.is_ffl_item,
    isReceiverItem: row.is_receiver_item,
    restrictedStates: row.restricted_states,
    restrictedZips: row.restricted_zips,
    price,
    finalPrice: discounted ?? price,
    qtyOnHand: row.qty_on_hand,
  };
}

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

/**
 * Takes `quantity` of `sku` off the shelf if that many are there; false otherwise. Run it inside the
 * order's transaction: the conditional update is atomic, so two buyers can never both take the last one.
 */
export async function takeStock(db: Db, sku: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('sku_prices')
    .set((eb) => ({ qty_on_hand: eb('qty_on_hand', '-', quantity) }))
    .where('sku', '=', sku)
    .where('qty_on_hand', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The whole price list as `GET Products` answers it (numbers, not strings). */
export async function readPriceList(db: Db): Promise<PriceListAnswer> {
  const rows = await db
    .selectFrom('sku_prices')
    .select(['sku', 'price', 'best_discount_percentage', 'best_discounted_price', 'qty_on_hand'])
    .orderBy('sku')
    .execute();
  const products: PriceListAnswer['products'] = {};
  for (const row of rows) {
    products[row.sku] = {
      price: toNumber(row.price),
      bestDiscountPercentage: toNumber(row.best_discount_percentage),
      bestDiscountedPrice: row.best_discounted_price === null ? null : toNumber(row.best_discounted_price),
      qtyOnHand: row.qty_on_hand,
    };
  }
  return { products };
}
