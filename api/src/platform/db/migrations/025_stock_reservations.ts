/**
 * Stock held for an order being placed (issue 33, decision 0035). A checkout takes its pieces off
 * sku_prices and writes them here in ONE statement outside the order's transaction, so the SKU's row
 * is locked for that statement alone; the order's transaction deletes its reservation (the pieces
 * become the order's) and a failed order gives them back. A reservation left by a killed worker
 * (its transaction never committed) is returned by a sweep once it is older than any checkout.
 * One row per SKU of the checkout; `id` names the checkout.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_reservations')
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull().references('sku_prices.sku'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('reserved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stock_reservations_pk', ['id', 'sku'])
    .execute();
  await db.schema
    .createIndex('stock_reservations_reserved_at')
    .on('stock_reservations')
    .column('reserved_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_reservations').execute();
}
