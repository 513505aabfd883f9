/**
 * Pro Deal applications (issue 10): one row per application with its status and the staff's
 * reason, and the supporting documents kept by the file storage provider (the key only here).
 * The account's status is its newest application's.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pro_deal_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('Pending', 'Approved', 'Rejected')`))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index pro_deal_applications_user_idx on pro_deal_applications (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index pro_deal_applications_pending_idx on pro_deal_applications (created_at) where status = 'Pending'`.execute(
    db,
  );

  await db.schema
    .createTable('registration_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (col) =>
      col.notNull().references('pro_deal_applications.id').onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index registration_documents_application_idx on registration_documents (application_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_documents').execute();
  await db.schema.dropTable('pro_deal_applications').execute();
}
