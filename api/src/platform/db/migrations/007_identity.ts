/**
 * Customer identity (issue 10): e-mail verification on users, refresh-token families, single-use
 * e-mail tokens (verification, password reset), addresses, and the shared rate-limit counters.
 * Secrets are never stored as given: refresh and e-mail tokens are kept as sha256 hashes, and the
 * successor kept for the refresh grace window is encrypted with a key only the old token yields
 * (docs/decisions/0010).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('newsletter', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    // Set when the token was exchanged; reuse after the grace window revokes the family.
    .addColumn('rotated_at', 'timestamptz')
    // The successor, AES-256-GCM under a key derived from THIS token (only its holder can read it).
    .addColumn('successor_sealed', 'text')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index refresh_tokens_family_idx on refresh_tokens (family_id)`.execute(db);
  await sql`create index refresh_tokens_user_idx on refresh_tokens (user_id)`.execute(db);

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('verify-email', 'reset-password')`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index email_tokens_user_idx on email_tokens (user_id, purpose)`.execute(db);

  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('is_default_shipping', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_default_billing', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index user_addresses_user_idx on user_addresses (user_id, created_at)`.execute(db);
  // One default of each kind per user, held by the database too.
  await sql`create unique index user_addresses_default_shipping_key on user_addresses (user_id) where is_default_shipping`.execute(
    db,
  );
  await sql`create unique index user_addresses_default_billing_key on user_addresses (user_id) where is_default_billing`.execute(
    db,
  );

  // Fixed-window counters shared by every API process (platform/rate-limit.ts).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'user_addresses', 'email_tokens', 'refresh_tokens']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('users').dropColumn('email_verified_at').dropColumn('newsletter').execute();
}
