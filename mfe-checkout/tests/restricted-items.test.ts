import { describe, expect, it } from 'vitest';
import { findRestrictedItems, isBlockedAt } from '../src/features/checkout/restricted-items';
import { cartItem } from './support/cart-fixtures';

const mt = { state: 'MT', zip: '59715' };
const ca = { state: 'CA', zip: '90210' };

describe('restricted items (000 section 5)', () => {
  it('blocks an item whose restrictedStates hold the state', () => {
    expect(isBlockedAt(cartItem({ restrictedStates: ['CA', 'NY'] }), ca)).toBe(true);
    expect(isBlockedAt(cartItem({ restrictedStates: ['CA', 'NY'] }), mt)).toBe(false);
  });

  it('accepts full state names in restrictedStates', () => {
    expect(isBlockedAt(cartItem({ restrictedStates: ['California'] }), ca)).toBe(true);
  });

  it('blocks an item when the zip contains one of its restrictedZips', () => {
    expect(isBlockedAt(cartItem({ restrictedZips: ['902'] }), ca)).toBe(true);
    expect(isBlockedAt(cartItem({ restrictedZips: ['59716'] }), mt)).toBe(false);
    expect(isBlockedAt(cartItem({ restrictedZips: ['  '] }), mt)).toBe(false);
  });

  it('checks the billing address when shipping is the same', () => {
    const item = cartItem({ restrictedStates: ['CA'] });
    expect(findRestrictedItems([item], { billing: ca, shipping: mt, shippingSameAsBilling: true })).toEqual([item]);
  });

  it('checks the shipping address when it differs', () => {
    const item = cartItem({ restrictedStates: ['CA'] });
    expect(findRestrictedItems([item], { billing: ca, shipping: mt, shippingSameAsBilling: false })).toEqual([]);
    expect(findRestrictedItems([item], { billing: mt, shipping: ca, shippingSameAsBilling: false })).toEqual([item]);
  });

  it('also checks the dealer address for FFL items, and only for them', () => {
    const rifle = cartItem({ id: 2, isFflItem: true, restrictedStates: ['CA'] });
    const sling = cartItem({ id: 3, restrictedStates: ['CA'] });
    expect(
      findRestrictedItems([rifle, sling], { billing: mt, shipping: mt, shippingSameAsBilling: true, dealer: ca }),
    ).toEqual([rifle]);
  });

  it('passes a cart with no restrictions', () => {
    expect(
      findRestrictedItems([cartItem()], { billing: ca, shipping: ca, shippingSameAsBilling: true, dealer: ca }),
    ).toEqual([]);
  });
});
