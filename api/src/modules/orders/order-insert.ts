/**
 * The order and its lines in ONE statement (decision 0036), built and compiled once (decision
 * 0045): the order's insert is a CTE the lines' insert reads its id from, and the lines travel as
 * ONE JSON value that `jsonb_to_recordset` reads, so the statement's text is the same for one line
 * or twenty. Answers the order and its lines as written (the lines as JSON, numerics as text so they
 * read as pg's do).
 *
 * The checkout chooses the order's number before it writes the order (`NEXT_ORDER_ID`, in the
 * statement that opens the cart) and authorises the payment with it, so that the order, its lines,
 * its payment, the request's answer and its confirmation are written by one statement (decision
 * 0055): `orderWithLinesQuery` takes the caller's CTEs.
 */
import { type Insertable, type QueryCreator, sql } from 'kysely';
import type { Database } from '../../platform/db/index';
import type { OrdersTable } from '../../platform/db/tables/commerce';
import type { NewOrderItem, OrderItemRow, OrderRow } from './queries';

type Amount = 'sub_total' | 'shipping_cost' | 'discount_amount' | 'tax_amount' | 'total_amount';

/**
 * An order as the checkout writes it: every column, but its time (the database's) and its refunds
 * (none yet); its amounts as the decimal text the database answers them in.
 */
export type NewOrder = Required<Omit<Insertable<OrdersTable>, 'refunded_amount' | 'created_at' | Amount>> &
  Record<Amount, string>;

/**
 * The next order's number, taken from the orders' own sequence (an identity column's), for a
 * statement of the caller to answer alongside its own: a number taken and not used is a gap, as a
 * rolled-back insert leaves one.
 */
export const NEXT_ORDER_ID = sql<number>`nextval('orders_id_seq')::integer`;

/** A line as its JSON value carries it: the columns of `order_items` it writes. */
interface OrderLineJson {
  sku: string;
  product_name: string;
  product_url: string;
  image_url: string;
  options: NewOrderItem['options'];
  unit_price: string;
  quantity: number;
  line_total: string;
  is_ffl_item: boolean;
  is_receiver_item: boolean;
  compliance_rule_set: string | null;
}

/** An order line as the statement answers it (json: numerics as text). */
type OrderItemJson = Omit<OrderItemRow, 'unit_price' | 'line_total'> & { unit_price: string; line_total: string };

/** The values the order's statement is run with: the order's columns and its lines as one JSON text. */
export type OrderWithLinesValues = NewOrder & { linesJson: string };

/**
 * The order's insert with its lines, not yet run, made by `q`: the database, or the caller's CTEs
 * (the checkout's answer and confirmation, written with the order). It passes its values through
 * untouched, so a statement compiled once may hold it (decision 0045).
 */
export function orderWithLinesQuery(q: QueryCreator<Database>, v: OrderWithLinesValues) {
  return q
    .with('placed', (qb) =>
      qb
        .insertInto('orders')
        .values({
          id: v.id,
          cart_id: v.cart_id,
          user_id: v.user_id,
          guest_id: v.guest_id,
          status: v.status,
          email: v.email,
          customer_name: v.customer_name,
          customer_phone: v.customer_phone,
          company: v.company,
          billing_address: v.billing_address,
          billing_city: v.billing_city,
          billing_state: v.billing_state,
          billing_zip: v.billing_zip,
          billing_country: v.billing_country,
          shipping_name: v.shipping_name,
          shipping_company: v.shipping_company,
          shipping_phone: v.shipping_phone,
          shipping_address: v.shipping_address,
          shipping_city: v.shipping_city,
          shipping_state: v.shipping_state,
          shipping_zip: v.shipping_zip,
          shipping_country: v.shipping_country,
          dealer_name: v.dealer_name,
          dealer_address: v.dealer_address,
          dealer_email: v.dealer_email,
          dealer_phone: v.dealer_phone,
          dealer_city: v.dealer_city,
          dealer_state: v.dealer_state,
          dealer_zip: v.dealer_zip,
          dealer_country: v.dealer_country,
          shipping_method_id: v.shipping_method_id,
          shipping_method_name: v.shipping_method_name,
          promo_code: v.promo_code,
          sub_total: v.sub_total,
          shipping_cost: v.shipping_cost,
          discount_amount: v.discount_amount,
          tax_amount: v.tax_amount,
          total_amount: v.total_amount,
          payment_transaction_id: v.payment_transaction_id,
        } satisfies Record<keyof NewOrder, unknown>)
        .returningAll(),
    )
    .with('lines', (qb) =>
      qb
        .insertInto('order_items')
        .columns([
          'order_id',
          'sku',
          'product_name',
          'product_url',
          'image_url',
          'options',
          'unit_price',
          'quantity',
          'line_total',
          'is_ffl_item',
          'is_receiver_item',
          'compliance_rule_set',
        ])
        .expression(
          // A function scan keeps the JSON's order, so the lines' ids follow the order's lines.
          qb
            .selectFrom(
              sql<OrderLineJson>`jsonb_to_recordset(${v.linesJson}::jsonb)`.as<'l'>(
                sql`l(sku text, product_name text, product_url text, image_url text, options jsonb,
                  unit_price numeric, quantity integer, line_total numeric, is_ffl_item boolean,
                  is_receiver_item boolean, compliance_rule_set text)`,
              ),
            )
            .select([
              qb.selectFrom('placed').select('placed.id').as('order_id'),
              'l.sku',
              'l.product_name',
              'l.product_url',
              'l.image_url',
              'l.options',
              'l.unit_price',
              'l.quantity',
              'l.line_total',
              'l.is_ffl_item',
              'l.is_receiver_item',
              'l.compliance_rule_set',
            ]),
        )
        .returningAll(),
    )
    .selectFrom('placed')
    .selectAll('placed')
    .select(
      sql<OrderItemJson[]>`(select coalesce(json_agg(
        to_jsonb(lines) || jsonb_build_object('unit_price', lines.unit_price::text, 'line_total', lines.line_total::text)
        order by lines.id), '[]') from lines)`.as('order_items'),
    );
}

/** A line's columns as the statement writes them. */
export function lineColumnsOf(item: NewOrderItem): OrderLineJson {
  return {
    sku: item.sku,
    product_name: item.productName,
    product_url: item.productUrl,
    image_url: item.imageUrl,
    options: item.options,
    unit_price: item.unitPrice,
    quantity: item.quantity,
    line_total: item.lineTotal,
    is_ffl_item: item.isFflItem,
    is_receiver_item: item.isReceiverItem,
    compliance_rule_set: item.complianceRuleSet ?? null,
  };
}

/** The statement's values for `order` and its lines. */
export function orderWithLinesValues(order: NewOrder, items: NewOrderItem[]): OrderWithLinesValues {
  if (items.length === 0) throw new Error('an order has at least one line');
  return { ...order, linesJson: JSON.stringify(items.map(lineColumnsOf)) };
}

/** The order and its lines as the statement answered them. */
export function writtenOrderOf(row: (OrderRow & { order_items: OrderItemJson[] }) | undefined): {
  order: OrderRow;
  items: OrderItemRow[];
} {
  if (!row) throw new Error('the order was not written');
  const { order_items: written, ...placed } = row;
  return { order: placed, items: written };
}
