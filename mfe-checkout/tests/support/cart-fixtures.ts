/**
 * Plain cart lines for the unit tests of pure functions (cart maths, restricted-items rules).
 * Component tests do not use these: their carts are made by the real API (see shop-api.ts).
 */
import type { CartLine, CartLinePayload } from 'shared-contracts';

export function cartItem(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    productId: 'HA-SLING-01',
    productName: 'Canvas Rifle Sling',
    productPrice: 49,
    price: 49,
    quantity: 1,
    options: [{ label: 'Color', value: 'Olive' }],
    imageUrl: '/media/sling.jpg',
    isFflItem: false,
    isReceiverItem: false,
    restrictedStates: [],
    restrictedZips: [],
    productUrl: '/product/canvas-rifle-sling',
    buildId: null,
    notes: null,
    addOns: [],
    ...overrides,
  };
}

export function cartLinePayload(overrides: Partial<CartLinePayload> = {}): CartLinePayload {
  return {
    productName: 'Canvas Rifle Sling',
    productId: 'HA-SLING-01',
    quantity: 1,
    imageUrl: '/media/sling.jpg',
    productPrice: 49,
    price: 49,
    productUrl: '/product/canvas-rifle-sling',
    isFflItem: false,
    isReceiverItem: false,
    optionIds: [],
    options: [],
    buildId: null,
    notes: null,
    restrictedStates: [],
    restrictedZips: [],
    ...overrides,
  };
}
