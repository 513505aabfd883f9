/**
 * Adding a product already in the cart raises its quantity by one through an update instead of a
 * new line (000, section 4). "Already in the cart" means the same SKU (productId).
 */
import type { Cart, CartItem, CartLinePayload } from 'shared-contracts';

export type AddItemPlan =
  | { kind: 'add'; payload: CartLinePayload }
  | { kind: 'raise'; item: CartItem; quantity: number };

export function planAddItem(cart: Cart, payload: CartLinePayload): AddItemPlan {
  const existing = cart.items.find((item) => item.productId === payload.productId);
  if (existing) return { kind: 'raise', item: existing, quantity: existing.quantity + 1 };
  return { kind: 'add', payload };
}

export function addedToast(productName: string): string {
  return `You added ${productName} to your shopping cart`;
}

export function updatedToast(productName: string): string {
  return `You updated ${productName} in your shopping cart`;
}
