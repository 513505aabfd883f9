/** Tables of the registry module (remote delivery, issue 28); migration 016. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One file of a published version: its path inside the version, SHA-256 (hex) and size. */
export interface RegistryFile {
  path: string;
  sha256: string;
  size: number;
}

/** The event contracts a build emits and consumes: `name@version` strings (shared-contracts). */
export interface RegistryContracts {
  emits: string[];
  consumes: string[];
}

export interface RegistryVersionsTable {
  remote: string;
  version: string;
  manifest_hash: string;
  /** Exposed module names, e.g. ['./app', './server']. */
  exposes: Json<string[]>;
  contracts: Json<RegistryContracts>;
  /** Shared packages: name -> the range the build requires (e.g. { react: '^19.2.0' }). */
  shared: Json<Record<string, string>>;
  files: Json<RegistryFile[]>;
  js_gzip_bytes: number;
  /** The server build's manifest inside the version (e.g. 'ssr/mf-manifest.json'), when it has one. */
  server_manifest: string | null;
  git_commit: string | null;
  published_by: string;
  published_at: Timestamp;
}

export interface RegistryRemotesTable {
  remote: string;
  current_version: string | null;
  updated_at: Timestamp;
}

export interface RegistryCanariesTable {
  remote: string;
  version: string;
  percent: number;
  started_by: string;
  started_at: Timestamp;
}

export interface RegistryTokensTable {
  id: Generated<string>;
  team: string;
  remote: string;
  token_hash: string;
  created_by: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RegistryAuditTable {
  id: Generated<string>;
  at: Timestamp;
  actor: string;
  action: string;
  remote: string;
  version: string | null;
  git_commit: string | null;
  detail: Json<Record<string, unknown>>;
}

export interface RegistryHealthTable {
  minute: Timestamp;
  remote: string;
  version: string;
  kind: string;
  count: ColumnType<string, number | string, number | string>;
}

export interface RegistryTables {
  registry_versions: RegistryVersionsTable;
  registry_remotes: RegistryRemotesTable;
  registry_canaries: RegistryCanariesTable;
  registry_tokens: RegistryTokensTable;
  registry_audit: RegistryAuditTable;
  registry_health: RegistryHealthTable;
}
