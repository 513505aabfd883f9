import type { CartLinePayload } from 'shared-contracts';
import type { CollectionItem } from '../../shared/products/collection-item';

/** Quick add from a collection card: one unit of the product's only sku. */
export function cartLineFromItem(item: CollectionItem, quantity: number): CartLinePayload {
  return {
    productName: item.title,
    productId: item.sku,
    quantity,
    imageUrl: item.imageUrl.src,
    productPrice: item.finalPrice ?? 0,
    price: item.price ?? 0,
    productUrl: item.url,
    isFflItem: item.fflItem,
    isReceiverItem: item.receiverItem,
    optionIds: [],
    options: [],
    buildId: null,
    notes: null,
    restrictedStates: item.restrictedStates,
    restrictedZips: item.restrictedZips,
  };
}
