import { describe, expect, it } from 'vitest';
import { isGuestId } from '../src/api/auth';
import { cartItemCount, emptyGuestCart } from '../src/api/cart';
import { formatDiscount, formatOrderDate, formatShipping, formatUSD } from '../src/domain/format';
import { stateName, US_STATES } from '../src/domain/us-states';

describe('US states', () => {
  it('holds all 50 states plus DC keyed by two-letter code', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(Object.keys(US_STATES).every((k) => /^[A-Z]{2}$/.test(k))).toBe(true);
    expect(stateName('DC')).toBe('District of Columbia');
    expect(stateName('MT')).toBe('Montana');
  });
});

describe('USD en-US formatting', () => {
  it('formats money, Free shipping at zero, negative discounts or $0.00, MM/DD/YYYY dates', () => {
    expect(formatUSD(1499.5)).toBe('$1,499.50');
    expect(formatShipping(0)).toBe('Free');
    expect(formatShipping(undefined)).toBe('Free');
    expect(formatShipping(24.95)).toBe('$24.95');
    expect(formatDiscount(10)).toBe('-$10.00');
    expect(formatDiscount(0)).toBe('$0.00');
    expect(formatOrderDate('2026-03-07T15:00:00Z')).toBe('03/07/2026');
  });
});

describe('USD written without Intl is what Intl writes', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('agrees on halves, carries, signs, zero and large amounts', () => {
    const edges = [
      0,
      -0,
      0.001,
      -0.001,
      0.004,
      0.005,
      0.015,
      0.125,
      0.995,
      1.005,
      1.015,
      2.675,
      9.995,
      99.995,
      999.995,
      1000,
      1234.5,
      -5.5,
      123456789.125,
      999999.999,
      1e15,
      123456789012.345,
      1e-6,
      1e-7,
      1e21,
      -1e21,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
    ];
    for (const amount of edges) expect(formatUSD(amount), String(amount)).toBe(intl.format(amount));
  });

  it('agrees on random prices, cents and thousandths', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 5_000; i++) {
      const scale = 10 ** Math.floor(next() * 8);
      const amount = (next() - 0.2) * scale;
      for (const value of [amount, Math.round(amount * 100) / 100, Math.round(amount * 1000) / 1000]) {
        expect(formatUSD(value)).toBe(intl.format(value));
      }
    }
  });
});

describe('session and cart basics', () => {
  it('accepts only guest ids that start with gid_', () => {
    expect(isGuestId('gid_9f2')).toBe(true);
    expect(isGuestId('gid_')).toBe(false);
    expect(isGuestId('abc')).toBe(false);
    expect(isGuestId(42)).toBe(false);
  });

  it('starts from the default empty guest cart and counts quantities', () => {
    const cart = emptyGuestCart('gid_1');
    expect(cart).toMatchObject({ isGuest: true, items: [], subTotal: 0, totalAmount: 0, guestId: 'gid_1' });
    expect(cartItemCount(cart)).toBe(0);
  });
});
