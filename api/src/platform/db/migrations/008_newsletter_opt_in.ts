/**
 * Newsletter double opt-in (issue 10): a subscription is active only once the address confirmed it
 * through the link of a confirmation e-mail (single-use tokens, stored hashed), and every address
 * has an unsubscribe key for the link each newsletter e-mail carries. Subscriptions made before
 * this migration were taken at the shop's word and stay active (confirmed when they were made).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribe_key', 'text')
    .execute();
  await sql`update newsletter_subscriptions
    set confirmed_at = case when is_subscribed then coalesce(subscribed_at, now()) end,
        unsubscribe_key = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`.execute(
    db,
  );
  await sql`alter table newsletter_subscriptions
    alter column unsubscribe_key set not null,
    alter column unsubscribe_key set default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`.execute(
    db,
  );
  await sql`create unique index newsletter_unsubscribe_key on newsletter_subscriptions (unsubscribe_key)`.execute(db);

  await db.schema
    .createTable('newsletter_confirmations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().references('newsletter_subscriptions.email').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index newsletter_confirmations_email_idx on newsletter_confirmations (email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_confirmations').execute();
  await db.schema
    .alterTable('newsletter_subscriptions')
    .dropColumn('unsubscribe_key')
    .dropColumn('confirmed_at')
    .execute();
}
