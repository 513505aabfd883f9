/**
 * The price list (price, discount, stock per sku) and the denormalised sku catalogue the cart and
 * checkout price from. Both are derived from the seed; the catalogue from the product documents.
 */

import type { Insertable } from 'kysely';
import type { ContentPriceRow, ProductDocument } from 'shared-contracts/api/content';
import type { Db } from '../../db/index';
import type { CatalogSkuOption, CatalogSkusTable } from '../../db/tables/platform';

const BATCH = 500;

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

/** One catalogue row per sku: what a cart line needs to show and to be checked against. */
export function catalogRowsOf(product: ProductDocument): Insertable<CatalogSkusTable>[] {
  const typeLabels = new Map((product.product_variant_types ?? []).map((type) => [type.title, type.display_title]));
  return (product.skus ?? []).map((sku) => {
    const options: CatalogSkuOption[] = (sku.product_variant_options ?? []).map((option) => ({
      label: typeLabels.get(option.product_variant_type) ?? option.product_variant_type,
      value: option.title,
      id: option.id,
    }));
    return {
      sku: sku.sku,
      product_document_id: product.documentId,
      product_title: product.title,
      product_slug: product.slug,
      display_type: product.display_type,
      options: JSON.stringify(options),
      image_url: sku.image?.url ?? product.image?.url ?? null,
      is_ffl_item: Boolean(product.ffl_item),
      is_receiver_item: Boolean(product.receiver_item),
      restricted_states: (sku.restricted_states ?? []).map((state) => state.value.toUpperCase()),
      restricted_zips: (sku.restricted_zips ?? []).map((zip) => zip.zip),
    };
  });
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
        })),
      )
      .execute();
  }
}
