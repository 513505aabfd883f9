/**
 * The catalogue's forms that now lead somewhere (issue 12):
 * - stock alerts are sent: each waiting alert gets an unsubscribe key for the link in its e-mail,
 *   and can be cancelled (the address asked for no more);
 * - image requests of the media library are kept (and e-mailed to staff);
 * - product registrations: one per serial number (normalised: upper case, letters and digits).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stock_alerts')
    .addColumn('unsubscribe_key', 'text', (col) => col.unique())
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  // Keys for alerts already waiting (new ones get theirs from the API: 32 random bytes).
  await sql`update stock_alerts set unsubscribe_key = md5(gen_random_uuid()::text || clock_timestamp()::text)
    where unsubscribe_key is null`.execute(db);
  // The dispatcher's read: waiting alerts of a product.
  await sql`create index stock_alerts_due_idx on stock_alerts (product_id) where notified_at is null and cancelled_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('image_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('looking_for', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('product_registrations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('serial_number', 'text', (col) => col.notNull().unique())
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('product_title', 'text', (col) => col.notNull())
    .addColumn('purchase_date', 'date', (col) => col.notNull())
    .addColumn('dealer_id', 'uuid', (col) => col.references('dealers.id').onDelete('set null'))
    .addColumn('dealer_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index product_registrations_user_idx on product_registrations (user_id, created_at desc) where user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_registrations').execute();
  await db.schema.dropTable('image_requests').execute();
  await sql`drop index stock_alerts_due_idx`.execute(db);
  await db.schema.alterTable('stock_alerts').dropColumn('cancelled_at').dropColumn('unsubscribe_key').execute();
}
