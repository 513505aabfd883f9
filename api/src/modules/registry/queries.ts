/** The registry's SQL (tables of migration 016): versions, current, canaries, tokens, audit, health. */
import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../../platform/db/index';
import type { RegistryContracts, RegistryFile } from '../../platform/db/tables/registry';

type Executor = Kysely<Database>;

export interface VersionRow {
  remote: string;
  version: string;
  manifestHash: string;
  exposes: string[];
  contracts: RegistryContracts;
  shared: Record<string, string>;
  files: RegistryFile[];
  jsGzipBytes: number;
  serverManifest: string | null;
  gitCommit: string | null;
  publishedBy: string;
  publishedAt: Date;
}

const versionColumns = [
  'remote',
  'version',
  'manifest_hash as manifestHash',
  'exposes',
  'contracts',
  'shared',
  'files',
  'js_gzip_bytes as jsGzipBytes',
  'server_manifest as serverManifest',
  'git_commit as gitCommit',
  'published_by as publishedBy',
  'published_at as publishedAt',
] as const;

export async function findVersion(db: Executor, remote: string, version: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom('registry_versions')
    .select(versionColumns)
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function listVersions(db: Executor, remote: string): Promise<VersionRow[]> {
  return db
    .selectFrom('registry_versions')
    .select(versionColumns)
    .where('remote', '=', remote)
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

export type NewVersion = Omit<VersionRow, 'publishedAt'>;

export async function insertVersion(db: Executor, row: NewVersion): Promise<void> {
  await db
    .insertInto('registry_versions')
    .values({
      remote: row.remote,
      version: row.version,
      manifest_hash: row.manifestHash,
      exposes: JSON.stringify(row.exposes),
      contracts: JSON.stringify(row.contracts),
      shared: JSON.stringify(row.shared),
      files: JSON.stringify(row.files),
      js_gzip_bytes: row.jsGzipBytes,
      server_manifest: row.serverManifest,
      git_commit: row.gitCommit,
      published_by: row.publishedBy,
    })
    .execute();
}

export async function currentVersionOf(db: Executor, remote: string): Promise<string | null> {
  const row = await db
    .selectFrom('registry_remotes')
    .select('current_version')
    .where('remote', '=', remote)
    .executeTakeFirst();
  return row?.current_version ?? null;
}

export async function setCurrentVersion(db: Executor, remote: string, version: string): Promise<void> {
  await db
    .insertInto('registry_remotes')
    .values({ remote, current_version: version, updated_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.column('remote').doUpdateSet({ current_version: version, updated_at: sql`now()` }),
    )
    .execute();
}

export interface CanaryRow {
  remote: string;
  version: string;
  percent: number;
  startedBy: string;
  startedAt: Date;
}

const canaryColumns = ['remote', 'version', 'percent', 'started_by as startedBy', 'started_at as startedAt'] as const;

export async function canaryOf(db: Executor, remote: string): Promise<CanaryRow | undefined> {
  return db.selectFrom('registry_canaries').select(canaryColumns).where('remote', '=', remote).executeTakeFirst();
}

/** Starts a canary unless one runs; answers whether it started. */
export async function insertCanary(
  db: Executor,
  canary: { remote: string; version: string; percent: number; startedBy: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('registry_canaries')
    .values({ remote: canary.remote, version: canary.version, percent: canary.percent, started_by: canary.startedBy })
    .onConflict((conflict) => conflict.column('remote').doNothing())
    .returning('remote')
    .execute();
  return rows.length > 0;
}

/** Ends the remote's canary; answers the one that ran, if any. */
export async function deleteCanary(db: Executor, remote: string): Promise<CanaryRow | undefined> {
  return db.deleteFrom('registry_canaries').where('remote', '=', remote).returning(canaryColumns).executeTakeFirst();
}

/** Every remote's current version and canary, with the server manifest of each. */
export async function readRegistryState(db: Db) {
  const current = await db
    .selectFrom('registry_remotes as r')
    .innerJoin('registry_versions as v', (join) =>
      join.onRef('v.remote', '=', 'r.remote').onRef('v.version', '=', 'r.current_version'),
    )
    .select(['r.remote', 'r.current_version as version', 'v.server_manifest as serverManifest'])
    .execute();
  const canaries = await db
    .selectFrom('registry_canaries as c')
    .innerJoin('registry_versions as v', (join) =>
      join.onRef('v.remote', '=', 'c.remote').onRef('v.version', '=', 'c.version'),
    )
    .select(['c.remote', 'c.version', 'c.percent', 'v.server_manifest as serverManifest'])
    .execute();
  return { current, canaries };
}

/** The contracts of each remote's current version (the publish gate's other parties). */
export async function currentContracts(db: Executor): Promise<{ remote: string; contracts: RegistryContracts }[]> {
  return db
    .selectFrom('registry_remotes as r')
    .innerJoin('registry_versions as v', (join) =>
      join.onRef('v.remote', '=', 'r.remote').onRef('v.version', '=', 'r.current_version'),
    )
    .select(['r.remote', 'v.contracts'])
    .execute();
}

// ---- audit ----------------------------------------------------------------------------------------

export interface AuditEntry {
  actor: string;
  action: string;
  remote: string;
  version: string | null;
  gitCommit: string | null;
  detail?: Record<string, unknown>;
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('registry_audit')
    .values({
      actor: entry.actor,
      action: entry.action,
      remote: entry.remote,
      version: entry.version,
      git_commit: entry.gitCommit,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

export async function auditOf(db: Executor, remote: string, limit = 500) {
  return db
    .selectFrom('registry_audit')
    .select(['at', 'actor', 'action', 'version', 'git_commit as gitCommit', 'detail'])
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest `promote` entry of a remote (its detail keeps the version it replaced). */
export async function lastPromote(db: Executor, remote: string) {
  return db
    .selectFrom('registry_audit')
    .select(['version', 'detail'])
    .where('remote', '=', remote)
    .where('action', '=', 'promote')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- tokens ---------------------------------------------------------------------------------------

export async function insertToken(
  db: Executor,
  token: { team: string; remote: string; tokenHash: string; createdBy: string },
): Promise<string> {
  const row = await db
    .insertInto('registry_tokens')
    .values({ team: token.team, remote: token.remote, token_hash: token.tokenHash, created_by: token.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findLiveToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('registry_tokens')
    .select(['id', 'team', 'remote'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the token with this id exists and is not revoked (an override signed with it stays valid only so long). */
export async function tokenIsLive(db: Executor, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const row = await db
    .selectFrom('registry_tokens')
    .select('id')
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes a token; answers its team and remote, or undefined when there is no such token. */
export async function revokeToken(db: Executor, id: string) {
  return db
    .updateTable('registry_tokens')
    .set({ revoked_at: sql`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .returning(['id', 'team', 'remote'])
    .executeTakeFirst();
}

export async function listTokens(db: Executor) {
  return db
    .selectFrom('registry_tokens')
    .select(['id', 'team', 'remote', 'created_by as createdBy', 'created_at as createdAt', 'revoked_at as revokedAt'])
    .orderBy('created_at', 'desc')
    .execute();
}

// ---- health ---------------------------------------------------------------------------------------

/** Counts per kind of one remote's version since `since` (minutes from the one `since` falls in). */
export async function healthSince(db: Db, remote: string, version: string, since: Date) {
  return db
    .selectFrom('registry_health')
    .select(['kind', sql<string>`sum(count)`.as('total')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('minute', '>=', sql<Date>`date_trunc('minute', ${since}::timestamptz)`)
    .groupBy('kind')
    .execute();
}
