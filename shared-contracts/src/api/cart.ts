/** Cart shapes exactly as the commerce specification names them (000, section 3). */

export interface CartOption {
  label: string;
  value: string;
}

export interface CartItem {
  id: number | string;
  /** The SKU. */
  productId: string;
  productName: string;
  /** Current (final) unit price. */
  productPrice: number;
  /** Original unit price. */
  price: number;
  quantity: number;
  options: CartOption[];
  imageUrl: string;
  isFflItem: boolean;
  isReceiverItem: boolean;
  restrictedStates: string[];
  restrictedZips: string[];
  productUrl: string;
}

/** An add-on chosen with a line (a 3D build's scope mount, sling, ...), as the server prices it. */
export interface CartAddOn {
  id: string;
  name: string;
  /** What it adds to the line's unit price. */
  price: number;
}

/**
 * A line as the API answers it: the specification's CartItem plus what it was added with. Two 3D
 * builds of one sku are two lines, told apart by their build id and add-ons. This is the line of
 * the cart-state event's version 2 (CartItem alone is version 1's, which the checkout still emits).
 */
export interface CartLine extends CartItem {
  buildId: string | null;
  notes: string | null;
  addOns: CartAddOn[];
}

/** The cart as the API answers it (a Cart whose items are CartLines). */
export interface CartWithLines extends Cart {
  items: CartLine[];
}

/** What "add to cart" sends (cart-line payload, both specifications). */
export interface CartLinePayload {
  productName: string;
  productId: string;
  quantity: number;
  imageUrl: string;
  productPrice: number;
  price: number;
  productUrl: string;
  isFflItem: boolean;
  isReceiverItem: boolean;
  optionIds: Array<number | string>;
  options: CartOption[];
  buildId: string | null;
  notes: string | null;
  restrictedStates: string[];
  restrictedZips: string[];
}

export interface PromotionalProductGroup {
  title: string;
  products: Array<{ title: string; skus: Array<{ sku: string }> }>;
}

export interface AppliedDiscount {
  code?: string;
  description?: string;
  amount?: number;
  appliedToCartItemIds: Array<number | string>;
  promotionalPageInfo: {
    data: Array<{
      title: string;
      subtitle: string;
      promo_image: { url: string };
      group1: PromotionalProductGroup;
      group2: PromotionalProductGroup;
    }>;
  };
}

export interface Cart {
  id: number | string | null;
  userId: string | null;
  guestId: string | null;
  isAbandoned: boolean;
  isGuest: boolean;
  items: CartItem[];
  subTotal: number;
  taxAmount: number;
  shipping: number;
  discountAmount: number;
  totalAmount: number;
  appliedDiscounts: AppliedDiscount[];
}

/** The default empty cart: a guest cart with no items and all amounts 0. */
export function emptyGuestCart(guestId: string | null = null): Cart {
  return {
    id: null,
    userId: null,
    guestId,
    isAbandoned: false,
    isGuest: true,
    items: [],
    subTotal: 0,
    taxAmount: 0,
    shipping: 0,
    discountAmount: 0,
    totalAmount: 0,
    appliedDiscounts: [],
  };
}

/** The same empty guest cart, as the cart the API answers (no lines, so none without a build). */
export function emptyGuestCartWithLines(guestId: string | null = null): CartWithLines {
  return { ...emptyGuestCart(guestId), items: [] };
}

export function cartItemCount(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}
