import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type AnalyticsEvent, analytics, notify, type ShopNotification } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { App } from '../src/app/App';
import { startCartService } from '../src/features/cart/cart-service';
import { cartLoadedAtom, cartStore } from '../src/shared/cart-store';
import type { SeedSku } from './support/seed-products';
import { type ShopApi, startShopApi } from './support/shop-api';
import type { Shopper } from './support/shopper';

/**
 * One real API for the tests of a file (see support/shop-api.ts): started before the first test,
 * closed after the last; each test starts with no recorded requests. Call at the top of a file.
 */
export function shopApiPerFile(): () => ShopApi {
  let api: ShopApi | undefined;
  beforeAll(async () => {
    api = await startShopApi();
  });
  beforeEach(() => api?.forgetRequests());
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('The shop API did not start');
    return api;
  };
}

export interface CheckoutHarness {
  api: ShopApi;
  shopper: Shopper;
  toasts: ShopNotification[];
  events: AnalyticsEvent[];
  stop: () => void;
}

export type CartLines = Array<SeedSku | [SeedSku, number]>;

/**
 * The checkout remote as the shell mounts it, for a new guest (or a signed-in customer, or the
 * shopper given) whose cart the real API holds with `lines`: cart service running, session
 * announced, the app rendered at `url`.
 */
export async function renderCheckout(
  api: ShopApi,
  lines: CartLines,
  { url = '/checkout', signedIn = false, as }: { url?: string; signedIn?: boolean; as?: Shopper } = {},
): Promise<CheckoutHarness> {
  const shopper = as ?? (signedIn ? await api.customer() : await api.guest());
  for (const line of lines) {
    const [product, quantity] = Array.isArray(line) ? line : [line, 1];
    await shopper.add(product, quantity);
  }
  const toasts: ShopNotification[] = [];
  const events: AnalyticsEvent[] = [];
  const offs = [notify.subscribe((n) => toasts.push(n)), analytics.subscribe((e) => events.push(e))];
  // The shell has the session before it mounts the remotes.
  shopper.enter();
  const stopService = startCartService();
  window.history.replaceState(null, '', url);
  render(<App />);
  // The form shows while the cart is read (as the server draws it); Next waits for the cart.
  await waitFor(() => {
    if (!cartStore.get(cartLoadedAtom)) throw new Error('the cart is still being read');
  });
  return {
    api,
    shopper,
    toasts,
    events,
    stop: () => {
      stopService();
      for (const off of offs) off();
    },
  };
}

/** A field by its visible label, which ends in ' *' (required) or ' (optional)'. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*| \\(optional\\))?$`);
}

function set(label: string, value: string) {
  const field = screen.getByLabelText(labelled(label), { selector: 'input, select' });
  // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
  fireEvent[field instanceof HTMLSelectElement ? 'change' : 'input'](field, { target: { value } });
}

export interface BillingValues {
  email?: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
}

export const GOOD_BILLING: Required<BillingValues> = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Main St',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
  phone: '4065550142',
};

export function fillBilling(values: BillingValues = GOOD_BILLING) {
  const v = { ...GOOD_BILLING, ...values };
  if (screen.queryByLabelText(labelled('Email'), { selector: 'input:not([disabled])' })) set('Email', v.email);
  set('First name', v.firstName);
  set('Last name', v.lastName);
  set('Phone', v.phone);
  set('Address', v.address);
  set('City', v.city);
  set('State', v.state);
  set('Zip code', v.zip);
}

export const GOOD_DEALER = {
  name: 'Gallatin Valley Arms',
  email: 'ffl@gallatinarms.com',
  phone: '4065550199',
  address: '400 Rouse Ave',
  city: 'Bozeman',
  state: 'MT',
  zip: '59715',
};

export function fillDealer(values: Partial<typeof GOOD_DEALER> = {}) {
  const v = { ...GOOD_DEALER, ...values };
  set('Dealer name', v.name);
  set('Dealer email', v.email);
  set('Dealer phone', v.phone);
  set('Dealer address', v.address);
  set('Dealer city', v.city);
  set('Dealer state', v.state);
  set('Dealer zip code', v.zip);
}

/** An adult's date of birth (issue 30): what a buyer of a firearm or ammunition attests. */
export const ADULT_DATE_OF_BIRTH = '1980-06-15';

/** Types the date of birth once the checkout asks for it (a line with an age class, found by the API). */
export async function fillDateOfBirth(value = ADULT_DATE_OF_BIRTH) {
  const field = await screen.findByLabelText(labelled('Date of birth'), { selector: 'input' }, { timeout: 5000 });
  fireEvent.input(field, { target: { value } });
}

export function fillCard(card: { number?: string; month?: string; year?: string; code?: string } = {}) {
  set('Card number', card.number ?? '4111111111111111');
  set('Month', card.month ?? '12');
  set('Year', card.year ?? String(new Date().getFullYear() + 2));
  set('Security code', card.code ?? '123');
}

export async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** The shipping methods arrived and the first one is preselected (an effect after they render). */
export async function shippingMethodChosen() {
  const first = await screen.findByRole('radio', { name: /Standard Ground/ });
  await waitFor(() => {
    if (!(first as HTMLInputElement).checked) throw new Error('no shipping method chosen yet');
  });
}
