/**
 * Product reviews of the embedded reviews provider. A review is written as 'pending' and shown only
 * once moderated to 'approved'; the partial indexes serve exactly the two public lists (one
 * product's approved reviews, the site's approved reviews), newest first.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The content store's documentId of the product (content_documents.document_id).
    .addColumn('product_document_id', 'text', (col) => col.notNull())
    .addColumn('rating', 'smallint', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('verified_owner', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    // Who wrote it, when known; never part of an answer (the lists publish the display name only).
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('guest_id', 'text', (col) => col.references('guests.id').onDelete('set null'))
    // Set on seeded reviews only, so seeding on every start inserts each of them once.
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('moderated_at', 'timestamptz')
    .execute();
  await sql`create index reviews_product_approved_idx on reviews (product_document_id, created_at desc, id) where status = 'approved'`.execute(
    db,
  );
  await sql`create index reviews_site_approved_idx on reviews (created_at desc, id) where status = 'approved'`.execute(
    db,
  );
  await sql`create index reviews_pending_idx on reviews (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').ifExists().execute();
}
