/**
 * Shared steps of the back-office tests: an app with the commerce catalogue, a staff key and its own
 * test gateway (so a test sees the voids and refunds asked of it), orders placed through the real
 * checkout, staff sessions of each role, and the outbox.
 */
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { expect } from 'vitest';
import type { Providers } from '../../src/providers/index';
import { TestGateway } from '../../src/providers/payments/index';
import { COMMERCE_CONTENT } from '../commerce/support/fixture';
import { APPROVED_VISA, billing, dealer, guestWith, shippingMethodId } from '../commerce/support/shopper';
import { call, newSessionOf, STAFF_KEY, staffOfRole } from '../staff/helpers';
import { createTestApp, type TestApp } from '../support/test-app';

export interface BackOffice {
  t: TestApp;
  gateway: TestGateway;
  /** A complete staff session per role. */
  tokens: Record<StaffRole, string>;
}

export async function createBackOffice(providers: Partial<Providers> = {}): Promise<BackOffice> {
  const gateway = new TestGateway();
  const t = await createTestApp({
    content: COMMERCE_CONTENT,
    providers: { payment: gateway, ...providers },
    config: { staffApiKey: STAFF_KEY, staffTotpKey: 't'.repeat(40), logLevel: 'warn' },
  });
  const tokens = {} as Record<StaffRole, string>;
  for (const role of ['owner', 'fulfilment', 'support', 'compliance'] as const)
    tokens[role] = await newSessionOf(t, await staffOfRole(t, role));
  return { t, gateway, tokens };
}

let counter = 0;

/** A guest's order placed through the real checkout; `withDealer` for firearm lines. */
export async function placeOrder(
  t: TestApp,
  lines: Array<[string, number]>,
  { withDealer = false, email = `buyer-${Date.now()}-${++counter}@example.com` } = {},
) {
  const { guest, cart } = await guestWith(t.app, lines);
  const ground = String(await shippingMethodId(t.db, 'Standard Ground'));
  const answer = await guest.checkout({
    cartId: cart.id,
    customerInfo: billing({ email, shippingMethodId: ground }),
    paymentToken: APPROVED_VISA,
    ...(withDealer ? { dealerInfo: dealer() } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const orderId = answer.body.orderId as number;
  const items = await t.db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return { guest, orderId, email, items, order };
}

export function staff(t: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return call(t, { method, url, token, ...(payload !== undefined ? { payload } : {}) });
}

export async function outboxFor(t: TestApp, to: string) {
  const response = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: Array<{ to: string; subject: string; text: string; html: string }> }).messages;
}

export async function stockOf(t: TestApp, sku: string): Promise<number> {
  const row = await t.db
    .selectFrom('sku_prices')
    .select('qty_on_hand')
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return Number(row.qty_on_hand);
}

/** A directory dealer with a licence on file expiring on `expiresOn`. */
export async function directoryDealer(
  t: TestApp,
  expiresOn: string | null,
  fflNumber: string | null = '1-23-456-07-8A-12345',
) {
  const row = await t.db
    .insertInto('dealers')
    .values({
      name: 'Big Sky Outfitters FFL',
      ffl_number: fflNumber,
      ffl_expires_on: expiresOn,
      phone: '406-555-0199',
      address1: '400 Main St',
      city: 'Livingston',
      state: 'MT',
      zip: '59047',
      latitude: 45.66,
      longitude: -110.56,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
