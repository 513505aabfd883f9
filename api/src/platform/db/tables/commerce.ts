/**
 * Tables of the commerce modules (cart, checkout, orders, payments, promotions, shipping, mail).
 * Owned by those modules; migration 002 creates them.
 *
 * Money is numeric(10,2): read back as strings (exact), converted to cents at the service edge.
 * No table holds card data: the API only ever sees the gateway's opaque token, and stores none.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { OrderStatus } from 'shared-contracts/domain/order-states';

type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** active: the one cart a guest or user is filling; converted: ordered; merged/abandoned: left behind. */
export type CartStatus = 'active' | 'converted' | 'merged' | 'abandoned';

/** The address last sent to compute (state as a two-letter code): what tax is computed for. */
export interface CartShipTo {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  taxCode: string;
}

export interface CartsTable {
  id: ColumnType<string, string | undefined, never>;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  guest_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<CartStatus, CartStatus | undefined, CartStatus>;
  promo_code: NullableText;
  shipping_method_id: ColumnType<number | null, number | null | undefined, number | null>;
  ship_to: ColumnType<CartShipTo | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CartItemOption {
  label: string;
  value: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: string;
  sku: string;
  quantity: number;
  option_ids: JSONColumnType<Array<number | string>, string | undefined, string>;
  build_id: NullableText;
  notes: NullableText;
  created_at: CreatedAt;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  name: string;
  price: Numeric;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export type PromoKind = 'percent' | 'fixed';

/** What the cart answers as `promotionalPageInfo.data[0]` for an applied code. */
export interface PromoPageInfo {
  title: string;
  subtitle: string;
  promo_image: { url: string };
  group1: { title: string; products: Array<{ title: string; skus: Array<{ sku: string }> }> };
  group2: { title: string; products: Array<{ title: string; skus: Array<{ sku: string }> }> };
}

export interface PromoCodesTable {
  /** Upper case. */
  code: string;
  kind: PromoKind;
  /** Percent (10 = 10 %) or dollars off. */
  value: Numeric;
  description: string;
  /** Product-scoped codes: only these skus are discounted. Null: the whole cart. */
  sku_scope: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  min_subtotal: NullableNumeric;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  usage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  times_used: ColumnType<number, number | undefined, number>;
  promo_page: ColumnType<PromoPageInfo | null, string | null | undefined, string | null>;
}

/** The order's state (issue 29's lifecycle, issue 30's ATF wait): shared-contracts/domain/order-states. */
export type OrderStatusValue = OrderStatus;

export interface OrdersTable {
  id: Generated<number>;
  /** Unique: one order per cart, whatever retries or races happen. */
  cart_id: string;
  user_id: string | null;
  guest_id: string | null;
  status: ColumnType<OrderStatusValue, OrderStatusValue | undefined, OrderStatusValue>;
  email: string;
  customer_name: string;
  customer_phone: string;
  company: string;
  billing_address: string;
  billing_city: string;
  billing_state: string;
  billing_zip: string;
  billing_country: string;
  shipping_name: string;
  shipping_company: string;
  shipping_phone: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_zip: string;
  shipping_country: string;
  dealer_name: NullableText;
  dealer_address: NullableText;
  dealer_email: NullableText;
  dealer_phone: NullableText;
  dealer_city: NullableText;
  dealer_state: NullableText;
  dealer_zip: NullableText;
  dealer_country: NullableText;
  shipping_method_id: number | null;
  shipping_method_name: string;
  promo_code: NullableText;
  sub_total: Numeric;
  shipping_cost: Numeric;
  discount_amount: Numeric;
  tax_amount: Numeric;
  total_amount: Numeric;
  /** The gateway's transaction id (never card data). */
  payment_transaction_id: NullableText;
  /** The sum refunded so far (migration 022); never above total_amount. */
  refunded_amount: ColumnType<string, never, number | string>;
  created_at: CreatedAt;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  product_name: string;
  product_url: string;
  image_url: string;
  options: JSONColumnType<CartItemOption[], string, string>;
  unit_price: Numeric;
  quantity: number;
  line_total: Numeric;
  is_ffl_item: boolean;
  is_receiver_item: boolean;
  /** The compliance rule set the line was checked against (migration 013, issue 30). */
  compliance_rule_set: NullableText;
}

export type IdempotencyStatus = 'running' | 'done';

/** One row per (caller, Idempotency-Key): what was asked (hash) and what was answered. */
export interface IdempotencyKeysTable {
  /** 'user:<id>' or 'guest:<id>': keys of different callers never meet. */
  scope: string;
  key: string;
  request_hash: string;
  status: ColumnType<IdempotencyStatus, IdempotencyStatus | undefined, IdempotencyStatus>;
  response_status: ColumnType<number | null, number | null | undefined, number | null>;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  /** Delivered (or, with the embedded mailer, kept) at; null while it waits for its mail server (migration 027). */
  sent_at: NullableTimestamp;
  /** When a worker may next try to send it; null once sent or given up. */
  next_attempt_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: NullableText;
}

export type CommerceTables = {
  carts: CartsTable;
  cart_items: CartItemsTable;
  shipping_methods: ShippingMethodsTable;
  promo_codes: PromoCodesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  mail_outbox: MailOutboxTable;
};
