/**
 * Dealers (issue 11): the US zip centroids (filled by the dealers module's seeder from a maintained
 * data package), the dealer directory the locator searches, and dealer applications with their
 * FFL/SOT documents (the storage provider keeps the files; only keys here).
 *
 * The locator's search is a latitude band read from `dealers_locator_geo_idx` (only approved dealers
 * who appear in the locator are in it), then the exact great-circle distance over that band.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('zip_codes')
    .addColumn('zip', 'text', (col) => col.primaryKey().check(sql`zip ~ '^[0-9]{5}$'`))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('latitude', 'float8', (col) => col.notNull())
    .addColumn('longitude', 'float8', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('dealers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('ffl_number', 'text')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('address1', 'text', (col) => col.notNull())
    .addColumn('address2', 'text')
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('latitude', 'float8', (col) => col.notNull())
    .addColumn('longitude', 'float8', (col) => col.notNull())
    .addColumn('in_locator', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('Approved').check(sql`status in ('Pending', 'Approved', 'Rejected')`),
    )
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index dealers_locator_geo_idx on dealers (latitude, longitude)
    where in_locator and status = 'Approved'`.execute(db);

  await db.schema
    .createTable('dealer_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('dealer_id', 'uuid', (col) => col.notNull().unique().references('dealers.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('Pending', 'Approved', 'Rejected')`))
    .addColumn('reason', 'text')
    .addColumn('sot_ein', 'text')
    .addColumn('shipping_address', 'jsonb', (col) => col.notNull())
    .addColumn('billing_address', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index dealer_applications_pending_idx on dealer_applications (created_at) where status = 'Pending'`.execute(
    db,
  );

  await db.schema
    .createTable('dealer_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) =>
      col.notNull().references('dealer_applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('ffl', 'sot')`))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index dealer_documents_application_idx on dealer_documents (application_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dealer_documents').execute();
  await db.schema.dropTable('dealer_applications').execute();
  await db.schema.dropTable('dealers').execute();
  await db.schema.dropTable('zip_codes').execute();
}
