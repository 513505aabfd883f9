import { emptyGuestCart } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { planAddItem } from '../src/features/cart/add-item';
import { quantityChangeOnBlur } from '../src/features/cart/quantity';
import { drawerSummary, preTaxTotal } from '../src/features/cart/summary';
import { cartItem, cartLinePayload } from './support/cart-fixtures';

describe('quantity field on blur (000 section 4)', () => {
  it('removes the item at 0', () => {
    expect(quantityChangeOnBlur(2, '0')).toEqual({ kind: 'remove' });
  });
  it('does nothing when unchanged', () => {
    expect(quantityChangeOnBlur(2, '2')).toEqual({ kind: 'none' });
    expect(quantityChangeOnBlur(2, ' 02 ')).toEqual({ kind: 'none' });
  });
  it('updates to any other whole number', () => {
    expect(quantityChangeOnBlur(2, '5')).toEqual({ kind: 'update', quantity: 5 });
  });
  it('ignores input that is not a whole number of zero or more', () => {
    for (const raw of ['', '-1', '1.5', 'abc', '2e1']) expect(quantityChangeOnBlur(2, raw)).toEqual({ kind: 'none' });
  });
});

describe('drawer summary (000 section 3)', () => {
  const cart = {
    ...emptyGuestCart(),
    subTotal: 200,
    discountAmount: 20,
    shipping: 10,
    taxAmount: 12.6,
    totalAmount: 202.6,
  };

  it('shows subtotal, discount negative, pre-tax total, tax and total', () => {
    expect(drawerSummary(cart).map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '$200.00'],
      ['Discount', '-$20.00'],
      ['Pre-tax total', '$190.00'],
      ['Tax', '$12.60'],
      ['Total', '$202.60'],
    ]);
  });

  it('computes the pre-tax total as totalAmount minus taxAmount, to the cent', () => {
    expect(preTaxTotal({ totalAmount: 0.3, taxAmount: 0.1 })).toBe(0.2);
  });

  it('shows no discount as $0.00', () => {
    expect(drawerSummary(emptyGuestCart())[1]).toEqual({ label: 'Discount', value: '$0.00' });
  });
});

describe('adding an item (000 section 4)', () => {
  it('raises the quantity by one when the sku is already in the cart', () => {
    const line = cartItem({ id: 9, quantity: 2 });
    const plan = planAddItem({ ...emptyGuestCart(), items: [line] }, cartLinePayload({ quantity: 1 }));
    expect(plan).toEqual({ kind: 'raise', item: line, quantity: 3 });
  });

  it('adds a new line for a second 3D build of a sku in the cart; the same build raises its line', () => {
    const built = cartItem({ id: 9, quantity: 1, buildId: 'build-a' });
    const cart = { ...emptyGuestCart(), items: [cartItem({ id: 8 }), built] };
    const other = cartLinePayload({ buildId: 'build-b' });
    expect(planAddItem(cart, other)).toEqual({ kind: 'add', payload: other });
    expect(planAddItem(cart, cartLinePayload({ buildId: 'build-a' }))).toEqual({
      kind: 'raise',
      item: built,
      quantity: 2,
    });
  });

  it('adds a new line for a sku not in the cart', () => {
    const payload = cartLinePayload({ productId: 'HA-CAP-02' });
    expect(planAddItem({ ...emptyGuestCart(), items: [cartItem()] }, payload)).toEqual({ kind: 'add', payload });
  });
});
