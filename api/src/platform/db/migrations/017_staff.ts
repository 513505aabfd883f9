/**
 * Staff accounts, apart from customers (issue 29, docs/decisions/0029), and the staff audit log.
 *
 * - staff_users: e-mail (trimmed, lower-cased), argon2id hash (null until the invitation is taken),
 *   role, TOTP secret sealed with AES-256-GCM under the staff TOTP key (never the secret itself),
 *   the last TOTP time step used (a code is never accepted twice), enrolled / disabled times.
 * - staff_sessions: SHA-256 of an opaque token; `second_factor_at` null while only the password was
 *   proven (such a session opens nothing but the TOTP step); absolute expiry and last use (idle).
 * - staff_invitations: SHA-256 of a one-time token (72 h) that sets the invited account's password.
 * - staff_audit: who, what, on which object, before and after. Append-only: a trigger refuses every
 *   UPDATE, DELETE and TRUNCATE, whoever asks (no endpoint changes it either).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('owner', 'fulfilment', 'support', 'compliance')`),
    )
    .addColumn('totp_secret_sealed', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'uuid', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('second_factor_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create index staff_sessions_staff_idx on staff_sessions (staff_id)`.execute(db);

  await db.schema
    .createTable('staff_invitations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'uuid', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('invited_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_staff_id', 'uuid')
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('object_type', 'text', (col) => col.notNull())
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index staff_audit_at_idx on staff_audit (at desc, id desc)`.execute(db);
  await sql`create index staff_audit_object_idx on staff_audit (object_type, object_id)`.execute(db);
  await sql`
    create function staff_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`
    create trigger staff_audit_no_update_or_delete before update or delete on staff_audit
    for each row execute function staff_audit_append_only()`.execute(db);
  await sql`
    create trigger staff_audit_no_truncate before truncate on staff_audit
    for each statement execute function staff_audit_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await sql`drop function staff_audit_append_only()`.execute(db);
  for (const table of ['staff_invitations', 'staff_sessions', 'staff_users']) {
    await db.schema.dropTable(table).execute();
  }
}
