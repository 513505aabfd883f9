/**
 * Adding a product already in the cart raises its quantity by one through an update instead of a
 * new line (000, section 4). "Already in the cart" means the same SKU (productId) and the same 3D
 * build: two builds of one SKU are two lines (issue 32), and a line without a build is its SKU's.
 */
import type { CartLine, CartLinePayload, CartWithLines } from 'shared-contracts';

export type AddItemPlan =
  | { kind: 'add'; payload: CartLinePayload }
  | { kind: 'raise'; item: CartLine; quantity: number };

/** The cart's line for this payload's SKU and build, if there is one. */
export function lineFor(cart: CartWithLines, payload: Pick<CartLinePayload, 'productId' | 'buildId'>) {
  return cart.items.find(
    (item) => item.productId === payload.productId && (item.buildId ?? null) === (payload.buildId ?? null),
  );
}

export function planAddItem(cart: CartWithLines, payload: CartLinePayload): AddItemPlan {
  const existing = lineFor(cart, payload);
  if (existing) return { kind: 'raise', item: existing, quantity: existing.quantity + 1 };
  return { kind: 'add', payload };
}

export function addedToast(productName: string): string {
  return `You added ${productName} to your shopping cart`;
}

export function updatedToast(productName: string): string {
  return `You updated ${productName} in your shopping cart`;
}
