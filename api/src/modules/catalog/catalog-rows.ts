/** The denormalised sku catalogue the cart and checkout price from, derived from product documents. */
import type { Insertable } from 'kysely';
import type { ProductDocument } from 'shared-contracts/api/content';
import type { ComplianceAttributes } from 'shared-contracts/domain/compliance';
import type { CatalogSkuOption, CatalogSkusTable } from '../../platform/db/tables/platform';

/** The compliance attributes as columns; a sku without them is an accessory (a receiver when the product is one). */
function complianceColumnsOf(attributes: ComplianceAttributes | undefined, isReceiver: boolean) {
  return {
    item_class: attributes?.itemClass ?? (isReceiver ? 'receiver' : 'accessory'),
    ammunition_class: attributes?.ammunitionClass ?? null,
    magazine_capacity: attributes?.magazineCapacity ?? null,
    magazine_platform: attributes?.magazinePlatform ?? null,
    nfa_kind: attributes?.nfaKind ?? null,
    roster_status: attributes?.rosterStatus ?? null,
    serial_format: attributes?.serialFormat ?? null,
    caliber: attributes?.caliber ?? null,
  } satisfies Partial<Insertable<CatalogSkusTable>>;
}

/** One catalogue row per sku: what a cart line needs to show and to be checked against. */
export function catalogRowsOf(product: ProductDocument): Insertable<CatalogSkusTable>[] {
  // What each add-on of the product costs, by its id: a line is charged its SKU plus those chosen.
  const addOnPrices = JSON.stringify(
    Object.fromEntries((product.add_ons ?? []).map((addOn) => [String(addOn.id), addOn.add_on_price])),
  );
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
      add_on_prices: addOnPrices,
      ...complianceColumnsOf(sku.compliance, Boolean(product.receiver_item)),
    };
  });
}
