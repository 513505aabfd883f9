/** The shared checkout schemas as the checkout forms use them (the API tests cover the server side). */

import { decodeTestToken, encodeTestToken } from 'shared-contracts/payments/test-token';
import { discountCodeFormSchema, regionToStateCode } from 'shared-contracts/schemas/cart';
import {
  billingFormSchema,
  cardFormSchema,
  cardNumberLength,
  detectCardBrand,
  expiryYears,
  formatCardNumber,
  toCustomerInfo,
} from 'shared-contracts/schemas/checkout';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';

async function errorsOf(schema: { validate(value: unknown, options: object): Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

const filledBilling = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  address: '12 Gallatin Way',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  country: 'US',
  shippingMethodId: 1,
};

describe('billing form', () => {
  it("says 'Required' for every required field, shipping fields only when shipping differs", async () => {
    expect(await errorsOf(billingFormSchema, {})).toEqual({
      email: 'Required',
      firstName: 'Required',
      lastName: 'Required',
      address: 'Required',
      city: 'Required',
      state: 'Required',
      zip: 'Required',
      country: 'Required',
      shippingMethodId: 'Required',
    });
    expect(await errorsOf(billingFormSchema, { ...filledBilling, shippingSameAsBilling: false })).toEqual({
      shippingFirstName: 'Required',
      shippingLastName: 'Required',
      shippingAddress: 'Required',
      shippingCity: 'Required',
      shippingState: 'Required',
      shippingZip: 'Required',
      shippingCountry: 'Required',
    });
    // Leftover shipping values are ignored while shipping is the same as billing.
    expect(await errorsOf(billingFormSchema, { ...filledBilling, shippingZip: '1' })).toEqual({});
  });

  it('checks e-mail, zip (at least 5 digits) and phone patterns', async () => {
    const errors = await errorsOf(billingFormSchema, {
      ...filledBilling,
      email: 'a b@c.d',
      zip: '5971a',
      mainContact: '555-0142',
    });
    expect(errors).toEqual({
      email: 'Must be a valid email address',
      zip: 'Zip code must be at least 5 digits',
      mainContact: 'Must be a valid phone number',
    });
    expect(
      await errorsOf(billingFormSchema, { ...filledBilling, zip: '59715-1234', mainContact: '+1 406 555 0142' }),
    ).toEqual({});
  });

  it('becomes customerInfo with name and shippingName in place of the first and last names', () => {
    const form = billingFormSchema.cast({
      ...filledBilling,
      shippingSameAsBilling: false,
      shippingFirstName: 'John',
      shippingLastName: 'Roe',
    });
    const info = toCustomerInfo(form);
    expect(info).toMatchObject({ name: 'Jane Doe', shippingName: 'John Roe', shippingMethodId: '1' });
    expect(info).not.toHaveProperty('firstName');
    expect(toCustomerInfo(billingFormSchema.cast(filledBilling)).shippingName).toBe('Jane Doe');
  });
});

describe('payment step', () => {
  it('requires card number, month, year and code', async () => {
    expect(await errorsOf(cardFormSchema, {})).toEqual({
      cardNumber: 'Card number is required',
      month: 'Month is required',
      year: 'Year is required',
      cardCode: 'Security code is required',
    });
    const next = String(new Date().getFullYear() + 1);
    expect(
      await errorsOf(cardFormSchema, { cardNumber: '4111 1111 1111 1111', month: '01', year: next, cardCode: '123' }),
    ).toEqual({});
    expect(
      await errorsOf(cardFormSchema, { cardNumber: '3700 000000 00002', month: '01', year: next, cardCode: '1234' }),
    ).toEqual({});
    expect(
      await errorsOf(cardFormSchema, { cardNumber: '4111 1111 1111', month: '01', year: '2020', cardCode: '1' }),
    ).toEqual({
      cardNumber: 'Card number must have 16 digits (15 for American Express)',
      year: 'Card has expired',
      cardCode: 'Security code must be 3 or 4 digits',
    });
  });

  it('groups card input in fours, 15 digits for 34/37, and detects the brand', () => {
    expect(formatCardNumber('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('370000000000002')).toBe('3700 0000 0000 002');
    expect(cardNumberLength('34')).toBe(15);
    expect(cardNumberLength('6011')).toBe(16);
    expect(['4111', '5424', '2223', '3700', '3400', '6011', '6500', '9999'].map(detectCardBrand)).toEqual([
      'Visa',
      'Mastercard',
      'Mastercard',
      'Amex',
      'Amex',
      'Discover',
      'Discover',
      null,
    ]);
  });

  it('offers the current year plus 9 more', () => {
    expect(expiryYears(new Date('2026-03-01'))).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]);
  });

  it('requires a discount code', async () => {
    expect(await errorsOf(discountCodeFormSchema, { promoCode: ' ' })).toEqual({
      promoCode: 'Discount code is required',
    });
  });

  it('round-trips the test token and rejects tampered ones', () => {
    const token = encodeTestToken({ last4: '0002', brand: 'Amex', zip: '59715' });
    expect(token.startsWith('test_tok.')).toBe(true);
    expect(decodeTestToken(token)).toEqual({ last4: '0002', brand: 'Amex', zip: '59715' });
    expect(decodeTestToken(encodeTestToken({ last4: '12', brand: 'Visa' }))).toBeNull();
    expect(decodeTestToken('test_tok.!!!')).toBeNull();
  });
});

describe('compute region', () => {
  it('maps full state names (and codes) to codes', () => {
    expect(['Montana', 'district of columbia', 'tx', 'Narnia'].map(regionToStateCode)).toEqual([
      'MT',
      'DC',
      'TX',
      null,
    ]);
  });
});
