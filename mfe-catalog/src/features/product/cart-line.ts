/** The spec's cart-line payload, built from what the visitor chose on a product page or card. */
import type { CartLinePayload } from 'shared-contracts';
import type { ProductAddOnView, ProductSelect, ProductSku, ProductView } from './product-view';
import type { VariantSelection } from './variant-selection';

export interface ProductChoice {
  view: ProductView;
  sku: ProductSku;
  selection: VariantSelection;
  addOns: ProductAddOnView[];
  quantity: number;
}

function optionLabels(selects: ProductSelect[], selection: VariantSelection) {
  return selects.flatMap((select) => {
    const option = select.options.find((o) => o.id === selection[select.fieldName]);
    return option ? [{ id: option.id, label: select.label, value: option.title }] : [];
  });
}

/**
 * Add-ons are part of the configured item, so their prices are part of its unit price (the server
 * recomputes every price from its own data anyway; these are for display until it answers).
 */
export function cartLineFromProduct({ view, sku, selection, addOns, quantity }: ProductChoice): CartLinePayload {
  const chosen = optionLabels(view.selects, selection);
  const addOnTotal = addOns.reduce((sum, a) => sum + a.price, 0);
  return {
    productName: view.title,
    productId: sku.sku,
    quantity,
    imageUrl: sku.imgUrl.url || view.image.url,
    productPrice: (sku.finalPrice ?? 0) + addOnTotal,
    price: (sku.price ?? 0) + addOnTotal,
    productUrl: `/product/${view.slug}`,
    isFflItem: view.fflItem,
    isReceiverItem: view.receiverItem,
    optionIds: [...chosen.map((c) => c.id), ...addOns.map((a) => a.id)],
    options: [
      ...chosen.map((c) => ({ label: c.label, value: c.value })),
      ...addOns.map((a) => ({ label: 'Add-on', value: a.label })),
    ],
    buildId: null,
    notes: null,
    restrictedStates: sku.restrictedStates,
    restrictedZips: sku.restrictedZips,
  };
}
