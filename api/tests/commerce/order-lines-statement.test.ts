/**
 * Decision 0045: the order and its lines are written by ONE statement whose text does not depend on
 * the number of lines (the lines travel as one JSON value, read by jsonb_to_recordset), so it is
 * compiled once; an order of one line and an order of many are written as given, in their order.
 */
import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrderItem } from '../../src/modules/orders/index';
import {
  NEXT_ORDER_ID,
  type NewOrder,
  orderWithLinesQuery,
  orderWithLinesValues,
  writtenOrderOf,
} from '../../src/modules/orders/order-insert';
import { compiledOnce } from '../../src/platform/db/compiled-once';
import type { Db } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { COMMERCE_CONTENT } from './support/fixture';
import { Shopper } from './support/shopper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: COMMERCE_CONTENT });
});
afterAll(async () => t?.close());

/** The database, keeping the text of every statement that runs through `executeQuery` (as a compiled-once one does). */
function recordingTexts(db: Db): { db: Db; texts: string[] } {
  const texts: string[] = [];
  const recording = new Proxy(db, {
    get(target, name) {
      if (name === 'executeQuery') {
        return (query: CompiledQuery) => {
          texts.push(query.sql);
          return target.executeQuery(query);
        };
      }
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: recording, texts };
}

/** The order's statement alone, compiled once, as the checkout runs it with its own CTEs (decision 0055). */
const insertOrder = compiledOnce((db: Db, v: ReturnType<typeof orderWithLinesValues>) => orderWithLinesQuery(db, v));

async function insertOrderWithItems(db: Db, order: NewOrder, items: NewOrderItem[]) {
  const { rows } = await insertOrder(db, orderWithLinesValues(order, items));
  return writtenOrderOf(rows[0]);
}

/** A new guest's cart, and the order the checkout would write for it (its number taken as the checkout takes it). */
async function orderOfNewCart(): Promise<NewOrder> {
  const guest = await Shopper.guest(t.app);
  const cart = await t.db.insertInto('carts').values({ guest_id: guest.id }).returning('id').executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: number }>`select ${NEXT_ORDER_ID} as id`.execute(t.db);
  const address = { city: 'Bozeman', state: 'MT', zip: '59715', country: 'US' };
  return {
    id: rows[0]?.id ?? 0,
    cart_id: cart.id,
    status: 'Paid',
    user_id: null,
    guest_id: guest.id,
    email: 'lines@example.com',
    customer_name: "Ann O'Hara",
    customer_phone: '4065550100',
    company: '',
    billing_address: '1 Main St',
    billing_city: address.city,
    billing_state: address.state,
    billing_zip: address.zip,
    billing_country: address.country,
    shipping_name: "Ann O'Hara",
    shipping_company: '',
    shipping_phone: '4065550100',
    shipping_address: '1 Main St',
    shipping_city: address.city,
    shipping_state: address.state,
    shipping_zip: address.zip,
    shipping_country: address.country,
    dealer_name: null,
    dealer_address: null,
    dealer_email: null,
    dealer_phone: null,
    dealer_city: null,
    dealer_state: null,
    dealer_zip: null,
    dealer_country: null,
    shipping_method_id: null,
    shipping_method_name: 'Ground',
    promo_code: null,
    sub_total: '10.00',
    shipping_cost: '0.00',
    discount_amount: '0.00',
    tax_amount: '0.00',
    total_amount: '10.00',
    payment_transaction_id: null,
  };
}

function item(sku: string, overrides: Partial<NewOrderItem> = {}): NewOrderItem {
  return {
    sku,
    productName: `Product ${sku}`,
    productUrl: `/p/${sku}`,
    imageUrl: `/img/${sku}.jpg`,
    options: [],
    unitPrice: '10.00',
    quantity: 1,
    lineTotal: '10.00',
    isFflItem: false,
    isReceiverItem: false,
    complianceRuleSet: null,
    ...overrides,
  };
}

const written = (lines: Awaited<ReturnType<typeof insertOrderWithItems>>['items']) =>
  lines.map((line) => ({
    sku: line.sku,
    product_name: line.product_name,
    product_url: line.product_url,
    image_url: line.image_url,
    options: line.options,
    unit_price: line.unit_price,
    quantity: line.quantity,
    line_total: line.line_total,
    is_ffl_item: line.is_ffl_item,
    is_receiver_item: line.is_receiver_item,
    compliance_rule_set: line.compliance_rule_set,
  }));

describe('the order with its lines, one JSON value for the lines', () => {
  it('writes an order of one line and an order of many with the same statement text', async () => {
    const { db, texts } = recordingTexts(t.db);
    const one = await insertOrderWithItems(db, await orderOfNewCart(), [item('ONE-1', { quantity: 3 })]);
    const many = [
      item('MANY-1', {
        options: [{ label: 'Color', value: 'Tan' }],
        unitPrice: '199.99',
        lineTotal: '399.98',
        quantity: 2,
      }),
      item('MANY-2', { productName: 'Quote " and \\ and “curly” ∅', isFflItem: true, complianceRuleSet: '2026-11' }),
      item('MANY-1', {
        options: [
          { label: 'Color', value: 'Black' },
          { label: 'Add-ons', value: 'Summit 30mm scope mount, Trail two-point sling' },
        ],
        isReceiverItem: true,
      }),
      item('MANY-3', { unitPrice: '0.50', lineTotal: '5.00', quantity: 10 }),
    ];
    const order = await insertOrderWithItems(db, await orderOfNewCart(), many);

    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(texts[0]);
    expect(texts[0]).toContain('jsonb_to_recordset');

    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({ order_id: one.order.id, sku: 'ONE-1', quantity: 3, unit_price: '10.00' });
    // The lines as given, in their order (their ids ascending), every column as sent.
    expect(order.items.map((line) => line.order_id)).toEqual(many.map(() => order.order.id));
    expect(order.items.map((line) => line.id)).toEqual([...order.items.map((line) => line.id)].sort((a, b) => a - b));
    const expected = many.map((line) => ({
      sku: line.sku,
      product_name: line.productName,
      product_url: line.productUrl,
      image_url: line.imageUrl,
      options: line.options,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      line_total: line.lineTotal,
      is_ffl_item: line.isFflItem,
      is_receiver_item: line.isReceiverItem,
      compliance_rule_set: line.complianceRuleSet,
    }));
    expect(written(order.items)).toEqual(expected);
    // And as stored: what the statement answered is what a later read finds.
    const stored = await t.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.order.id)
      .orderBy('id')
      .execute();
    expect(written(stored)).toEqual(expected);
    expect(order.order).toMatchObject({
      cart_id: expect.any(String),
      customer_name: "Ann O'Hara",
      total_amount: '10.00',
    });
  });

  it('writes nothing when a line breaks a rule of the table, whatever line it is', async () => {
    const cartOrder = await orderOfNewCart();
    await expect(
      insertOrderWithItems(t.db, cartOrder, [item('OK-1'), item('ZERO-1', { quantity: 0 })]),
    ).rejects.toThrow();
    const orders = await t.db.selectFrom('orders').select('id').where('cart_id', '=', cartOrder.cart_id).execute();
    expect(orders).toEqual([]);
  });
});
