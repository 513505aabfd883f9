/**
 * The order lifecycle (issue 29): what the back office records about an order after it is placed.
 * - order_events: the timeline (every state change, note, FFL check, shipment, refund, e-mail), with
 *   the actor; written in the transaction of the action.
 * - order_notes: staff's internal notes (never shown to the customer).
 * - order_shipments and their lines (which order line, how many): carrier and tracking number.
 * - order_refunds: money given back (or the payment voided), by amount and/or lines, with the
 *   restock flag and the provider's transaction id. orders.refunded_amount is the running sum, kept
 *   under the order's row lock so concurrent refunds never exceed what was captured.
 * - order_ffl_verifications: how the receiving dealer's licence was checked (a directory dealer's
 *   licence on file, or an uploaded copy in private file storage) and until when it is valid.
 * - inventory_adjustments: every staff stock change with its reason, before and after.
 * dealers.ffl_expires_on: the licence expiry of a directory dealer (null: not on file).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dealers').addColumn('ffl_expires_on', 'date').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', sql`numeric(10,2)`, (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('status', 'note', 'ffl', 'shipment', 'refund', 'email')`),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('detail', 'jsonb')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_staff_id', 'uuid')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_staff_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();

  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('carrier', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('shipped_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_shipments_order').on('order_shipments').column('order_id').execute();
  await db.schema
    .createTable('order_shipment_lines')
    .addColumn('shipment_id', 'bigint', (col) => col.notNull().references('order_shipments.id'))
    .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('order_shipment_lines_pk', ['shipment_id', 'order_item_id'])
    .execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('refund', 'void')`))
    .addColumn('amount', sql`numeric(10,2)`, (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('lines', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('restock', 'boolean', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('provider_transaction_id', 'text')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_refunds_order').on('order_refunds').column('order_id').execute();

  await db.schema
    .createTable('order_ffl_verifications')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('directory', 'upload')`))
    .addColumn('dealer_id', 'uuid', (col) => col.references('dealers.id'))
    .addColumn('ffl_number', 'text')
    .addColumn('licence_expires_on', 'date', (col) => col.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('original_name', 'text')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'order_ffl_verifications_source',
      sql`(method = 'directory' and dealer_id is not null) or (method = 'upload' and storage_key is not null)`,
    )
    .execute();

  await db.schema
    .createTable('inventory_adjustments')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(sql`reason in ('received', 'damaged', 'count correction', 'order cancelled', 'refund restock')`),
    )
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('qty_before', 'integer', (col) => col.notNull())
    .addColumn('qty_after', 'integer', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('actor_staff_id', 'uuid')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('inventory_adjustments_sku').on('inventory_adjustments').columns(['sku', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inventory_adjustments',
    'order_ffl_verifications',
    'order_refunds',
    'order_shipment_lines',
    'order_shipments',
    'order_notes',
    'order_events',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('orders_status_created').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('dealers').dropColumn('ffl_expires_on').execute();
}
