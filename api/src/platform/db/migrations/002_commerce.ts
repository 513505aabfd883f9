/**
 * Commerce tables: carts and their lines, shipping methods, promo codes, orders and their lines,
 * idempotency keys of the checkout, and the mail outbox.
 *
 * The constraints carry the guarantees the services rely on:
 * - one active cart per user and per guest (partial unique indexes);
 * - one order per cart (orders.cart_id unique), whatever retries or races happen;
 * - promo usage never beyond its limit (check), stock never negative (sku_prices check, 001).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipping_methods')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('price', sql`numeric(10,2)`, (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code = upper(code)`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('value', sql`numeric(10,2)`, (col) => col.notNull().check(sql`value > 0`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sku_scope', sql`text[]`)
    .addColumn('min_subtotal', sql`numeric(10,2)`)
    .addColumn('starts_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('promo_page', 'jsonb')
    .addCheckConstraint('promo_codes_usage_within_limit', sql`usage_limit is null or times_used <= usage_limit`)
    .addCheckConstraint('promo_codes_percent_range', sql`kind <> 'percent' or value <= 100`)
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'text', (col) => col.references('guests.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'converted', 'merged', 'abandoned')`),
    )
    .addColumn('promo_code', 'text')
    .addColumn('shipping_method_id', 'integer', (col) => col.references('shipping_methods.id'))
    .addColumn('ship_to', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('carts_one_owner', sql`num_nonnulls(user_id, guest_id) = 1`)
    .execute();
  await sql`create unique index carts_active_user_key on carts (user_id) where status = 'active'`.execute(db);
  await sql`create unique index carts_active_guest_key on carts (guest_id) where status = 'active'`.execute(db);

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('cart_id', 'uuid', (col) => col.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('option_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('build_id', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_items_cart_sku_key', ['cart_id', 'sku'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cart_id', 'uuid', (col) => col.notNull().unique().references('carts.id'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('guest_id', 'text', (col) => col.references('guests.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Paid'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('billing_address', 'text', (col) => col.notNull())
    .addColumn('billing_city', 'text', (col) => col.notNull())
    .addColumn('billing_state', 'text', (col) => col.notNull())
    .addColumn('billing_zip', 'text', (col) => col.notNull())
    .addColumn('billing_country', 'text', (col) => col.notNull())
    .addColumn('shipping_name', 'text', (col) => col.notNull())
    .addColumn('shipping_company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('shipping_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('shipping_city', 'text', (col) => col.notNull())
    .addColumn('shipping_state', 'text', (col) => col.notNull())
    .addColumn('shipping_zip', 'text', (col) => col.notNull())
    .addColumn('shipping_country', 'text', (col) => col.notNull())
    .addColumn('dealer_name', 'text')
    .addColumn('dealer_address', 'text')
    .addColumn('dealer_email', 'text')
    .addColumn('dealer_phone', 'text')
    .addColumn('dealer_city', 'text')
    .addColumn('dealer_state', 'text')
    .addColumn('dealer_zip', 'text')
    .addColumn('dealer_country', 'text')
    .addColumn('shipping_method_id', 'integer', (col) => col.references('shipping_methods.id'))
    .addColumn('shipping_method_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('promo_code', 'text')
    .addColumn('sub_total', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('shipping_cost', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('discount_amount', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('tax_amount', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('total_amount', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('payment_transaction_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Order numbers that look like order numbers.
  await sql`alter table orders alter column id restart with 100001`.execute(db);
  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();
  await db.schema.createIndex('orders_guest_idx').on('orders').column('guest_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('product_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('unit_price', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('line_total', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('is_ffl_item', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_receiver_item', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('running').check(sql`status in ('running', 'done')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mail_outbox_to_idx on mail_outbox (lower(to_address), id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'idempotency_keys',
    'order_items',
    'orders',
    'cart_items',
    'carts',
    'promo_codes',
    'shipping_methods',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
