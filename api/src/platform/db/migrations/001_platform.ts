/**
 * Platform and catalogue tables: identities (users, guests), the content store and its search
 * index, the price list and the denormalised sku catalogue, newsletter and stock alerts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram index support for substring search; PGlite loads the extension from its contrib build.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail is unique regardless of case.
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('guests')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id like 'gid\\_%'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('content_documents')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('document_id', 'text')
    .addColumn('title', 'text')
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_documents_pkey', ['kind', 'key'])
    .execute();
  await sql`create index content_documents_title_idx on content_documents (kind, lower(title))`.execute(db);
  await sql`create index content_documents_document_id_idx on content_documents (kind, document_id)`.execute(db);

  await db.schema
    .createTable('product_search')
    .addColumn('document_id', 'text', (col) => col.primaryKey())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('display_type', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .execute();
  // fastupdate off: rows go straight into the index, so a freshly seeded catalogue is searched through
  // the index at once (a GIN pending list makes the planner prefer a full scan until vacuum).
  await sql`create index product_search_text_trgm on product_search using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );

  await db.schema
    .createTable('sku_prices')
    .addColumn('sku', 'text', (col) => col.primaryKey())
    .addColumn('price', sql`numeric(10,2)`, (col) => col.notNull())
    .addColumn('best_discount_percentage', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('best_discounted_price', sql`numeric(10,2)`)
    .addColumn('qty_on_hand', 'integer', (col) => col.notNull().check(sql`qty_on_hand >= 0`))
    .execute();

  await db.schema
    .createTable('catalog_skus')
    .addColumn('sku', 'text', (col) => col.primaryKey())
    .addColumn('product_document_id', 'text', (col) => col.notNull())
    .addColumn('product_title', 'text', (col) => col.notNull())
    .addColumn('product_slug', 'text', (col) => col.notNull())
    .addColumn('display_type', 'text', (col) => col.notNull())
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('image_url', 'text')
    .addColumn('is_ffl_item', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_receiver_item', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('restricted_states', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('restricted_zips', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema.createIndex('catalog_skus_product_idx').on('catalog_skus').column('product_document_id').execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_subscribed', 'boolean', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('form'))
    .addColumn('subscribed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('notified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One waiting alert per address and product: subscribing twice is not two e-mails.
  await sql`create unique index stock_alerts_waiting_key on stock_alerts (lower(email), product_id) where notified_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stock_alerts',
    'newsletter_subscriptions',
    'catalog_skus',
    'sku_prices',
    'product_search',
    'content_documents',
    'guests',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
