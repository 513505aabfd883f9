/** Analytics payloads of the cart (000, section 7): add_to_cart, update_cart, begin_checkout, purchase, in USD. */
import type { AnalyticsItem, Cart, CartItem } from 'shared-contracts';

export function analyticsItem(
  item: Pick<CartItem, 'productId' | 'productName' | 'productPrice' | 'quantity'>,
): AnalyticsItem {
  return { item_id: item.productId, item_name: item.productName, price: item.productPrice, quantity: item.quantity };
}

export function analyticsItems(cart: Cart): AnalyticsItem[] {
  return cart.items.map(analyticsItem);
}

/** Value of a list of analytics items, rounded to cents. */
export function analyticsValue(items: AnalyticsItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}
