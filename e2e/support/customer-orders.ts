/**
 * Orders for the back-office journeys, placed through the shop's API as a registered customer does
 * at checkout (register, cart, POST /Checkout/simplified with the test gateway's card): the staff
 * journeys start where the checkout journeys (checkout.spec.ts, compliance.spec.ts) end.
 */
import { montanaCustomerInfo, testCardToken } from '../../scripts/lib/test-buyer.mjs';
import { PASSWORD } from './account';
import { expect, SHOP_API_URL } from './shop';

/** Bridger HR-1, .308 Win, 20", Black Nitride: a rifle (FFL item, serials HA-BR-######). */
export const RIFLE = { sku: 'HA-BR1-308WIN-20-BLK', name: 'Bridger HR-1' };
/** Ridgeline Precision Bipod: an accessory, shipped to the buyer. */
export const BIPOD = { sku: 'HA-BIP-RDG', name: 'Ridgeline Precision Bipod' };
/** The logo cap, charcoal. */
export const CAP = { sku: 'HA-HAT-LOGO-CHR' };

/** The receiving dealer typed in at checkout (no licence on file: staff record the copy received). */
const RECEIVING_DEALER = {
  dealerName: 'Gallatin Valley Arms',
  dealerAddress: '400 Rouse Ave',
  dealerEmail: 'ffl@gallatinarms.example.com',
  dealerPhone: '4065550199',
  dealerCity: 'Bozeman',
  dealerState: 'MT',
  dealerZip: '59715',
  dealerCountry: 'US',
};

export interface Customer {
  email: string;
  name: string;
  accessToken: string;
}

async function post<T>(path: string, body: unknown, accessToken?: string): Promise<T> {
  const response = await fetch(`${SHOP_API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `POST ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A new customer account (the password is account.ts's, so `signIn` opens it in the browser). */
export async function registeredCustomer(tag: string): Promise<Customer> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { token } = await post<{ token: { accessToken: string } }>('/Auth/register', {
    firstName: 'Greta',
    lastName: 'Halvorsen',
    email,
    password: PASSWORD,
    newsletter: false,
    captcha: 'test-pass-back-office',
  });
  return { email, name: 'Greta Halvorsen', accessToken: token.accessToken };
}

/**
 * The customer's order of `lines` ([sku, quantity]), paid with the test gateway's card; an order with
 * a firearm goes to the receiving dealer. Answers the order's id.
 */
export async function placeOrder(
  customer: Customer,
  lines: Array<[string, number]>,
  { firearm = false } = {},
): Promise<number> {
  let cartId = '';
  for (const [sku, quantity] of lines) {
    const cart = await post<{ id?: string | number; cartId?: string | number }>(
      '/Cart/items',
      { productId: sku, quantity },
      customer.accessToken,
    );
    cartId = String(cart.id ?? cart.cartId);
  }
  const placed = await post<{ orderId: number }>(
    '/Checkout/simplified',
    {
      cartId,
      paymentToken: testCardToken(),
      customerInfo: montanaCustomerInfo({ email: customer.email, name: customer.name, shippingMethodId: '1' }),
      ...(firearm ? { dealerInfo: RECEIVING_DEALER, dateOfBirth: '1980-06-15' } : {}),
    },
    customer.accessToken,
  );
  return placed.orderId;
}
