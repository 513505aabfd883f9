/**
 * The remote registry (issue 28, docs/decisions/0028): which published version of each remote the
 * shell servers serve, the canary cohort that tries a new one, the team tokens that may publish,
 * every delivery action on record, and the remotes' health per minute from the beacons.
 *
 * - registry_versions: one row per published version; a version is visible (servable) only once its
 *   row exists, and the row is written after every file is in storage, so a half upload is never seen.
 * - registry_remotes: the current version of each remote (null until the first promote).
 * - registry_canaries: at most one running canary per remote, with its share of visitors.
 * - registry_tokens: team tokens, stored as SHA-256 of 32 random bytes (never the token itself).
 * - registry_audit: append-only; nothing updates or deletes it.
 * - registry_health: counts per minute, remote, version and kind (view, error, load-failure,
 *   render-failure, render-timeout); only known versions are counted, and minutes older than the
 *   retention are swept, so a flood of beacons cannot grow it without bound.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_versions')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('manifest_hash', 'text', (col) => col.notNull())
    .addColumn('exposes', 'jsonb', (col) => col.notNull())
    .addColumn('contracts', 'jsonb', (col) => col.notNull())
    .addColumn('shared', 'jsonb', (col) => col.notNull())
    .addColumn('files', 'jsonb', (col) => col.notNull())
    .addColumn('js_gzip_bytes', 'integer', (col) => col.notNull())
    .addColumn('server_manifest', 'text')
    .addColumn('git_commit', 'text')
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('registry_versions_pk', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('registry_remotes')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('current_version', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('registry_canaries')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull().check(sql`percent between 1 and 99`))
    .addColumn('started_by', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('registry_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('team', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('registry_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text')
    .addColumn('git_commit', 'text')
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index registry_audit_remote_idx on registry_audit (remote, id desc)`.execute(db);

  await db.schema
    .createTable('registry_health')
    .addColumn('minute', 'timestamptz', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('registry_health_pk', ['remote', 'version', 'minute', 'kind'])
    .execute();
  await sql`create index registry_health_minute_idx on registry_health (minute)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'registry_health',
    'registry_audit',
    'registry_tokens',
    'registry_canaries',
    'registry_remotes',
    'registry_versions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
