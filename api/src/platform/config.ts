/**
 * Settings of the API, read once from the environment. Every setting has a working default, so a
 * fresh clone starts on the embedded providers (PGlite, test captcha) with no configuration.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import topology from '../../../topology.json';

/**
 * The repository root: the nearest folder above this file with the workspace's pnpm-workspace.yaml.
 * Looked up rather than counted, because this file runs from api/src (tsx, vitest) and from the
 * built bundle in api/dist (the production profile).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return path.resolve(from, '../../..');
}
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
/** Where the embedded defaults keep their data (PGlite's folder, stored files); never served. */
export const DATA_DIR = path.join(REPO_ROOT, '.data');
/** Media served at `/media/` (written by the content seed). */
export const DEFAULT_MEDIA_DIR = path.join(REPO_ROOT, 'api', 'media');

export type DatabaseConfig =
  | { kind: 'postgres'; url: string /** Used by tests to isolate a file in its own schema. */; searchPath?: string }
  /** `dir: null` keeps the database in memory (tests). */
  | { kind: 'pglite'; dir: string | null };

export type CaptchaConfig =
  | { kind: 'test' }
  | { kind: 'recaptcha'; secret: string; verifyUrl: string; minScore: number };

/**
 * `embedded`: the default, on PGlite with the test providers (`npm start`, tests, the composed shop
 * built for production but run locally). `production`: NODE_ENV=production on PostgreSQL
 * (DATABASE_URL), the profile of `npm run start:prod` and of a real deployment.
 */
export type RunProfile = 'embedded' | 'production';

export interface AppConfig {
  profile: RunProfile;
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Absolute base the API is reached at; used for links in answers (e-mails, OpenAPI servers). */
  publicBaseUrl: string;
  /** The shop's origins: the only ones CORS lets in. */
  corsOrigins: string[];
  jwtSecret: string;
  /** The staff decision path's key; null: no staff path (production without STAFF_API_KEY). */
  staffApiKey: string | null;
  /**
   * The key that seals staff TOTP secrets at rest (STAFF_TOTP_KEY, else the embedded default in the
   * data folder); null: no staff sign-in (production without STAFF_TOTP_KEY).
   */
  staffTotpKey: string | null;
  /** The Pro Deal price tier: percent off the list price for approved customers (decision 0011). */
  proDealDiscountPercent: number;
  /** How often each API process sends due back-in-stock alerts (STOCK_ALERT_INTERVAL_MS; 0: never). */
  stockAlertIntervalMs: number;
  /** Where staff requests (image requests) are e-mailed (STAFF_EMAIL). */
  staffEmail: string;
  captcha: CaptchaConfig;
  logLevel: string;
  mediaDir: string;
  /** How long `GET /Products` may answer from memory. */
  priceListCacheMs: number;
  /**
   * Proxies whose X-Forwarded-For the API believes (addresses or CIDR ranges, TRUST_PROXY);
   * empty: none, the client's address is the connection's.
   */
  trustProxy: string[];
  /** Serve the OpenAPI document and its UI at /docs (API_DOCS; on by default except in production). */
  apiDocs: boolean;
  /** HSTS max-age in seconds on every answer (HSTS_MAX_AGE; 0 = none, for plain-HTTP deployments). */
  hstsMaxAgeSeconds: number;
  /** The remote registry (issue 28): where published versions' files go, and each remote's budget. */
  registry: RegistryConfig;
  /** POST /Beacons (modules/beacons). */
  beacons: BeaconsConfig;
  /** Remote health and the automatic rollback of a canary (modules/registry/health-*, canary-watch). */
  registryHealth: RegistryHealthConfig;
  /** QA overrides of a remote's version (modules/registry/override-*). */
  registryOverrides: RegistryOverridesConfig;
}

/**
 * Where the registry keeps the published versions' files (`<remote>/<version>/<path>`):
 * - `local`: the deploy folder (SHOP_DEPLOY_DIR, relative to the repository, default `.deploy`),
 *   the layout scripts/remote-deploy-server.mjs serves;
 * - `s3` (REGISTRY_STORAGE=s3): the bucket REGISTRY_S3_BUCKET, reached with the S3 settings the file
 *   storage reads (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE).
 */
export type RegistryStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface RegistryConfig {
  storage: RegistryStorageConfig;
  /**
   * Each remote's first-load JavaScript budget in bytes (gzip): topology.json's
   * `remotes[].firstLoadBudgetKb` (KiB), overridden by REGISTRY_BUDGET_KB_<REMOTE>. A remote
   * without one has no budget.
   */
  budgets: Record<string, number>;
}

export interface BeaconsConfig {
  /** Beacon requests one client address may send a minute (BEACON_RATE_LIMIT_PER_MINUTE). */
  perClientPerMinute: number;
}

export interface RegistryHealthConfig {
  /** Views a canary needs before its error rate is judged (REGISTRY_CANARY_MIN_SAMPLE). */
  canaryMinSample: number;
  /** How far (0..1) a canary's error rate may exceed the current version's (REGISTRY_CANARY_MARGIN). */
  canaryMargin: number;
}

export interface RegistryOverridesConfig {
  /** Signs the override tokens (REGISTRY_OVERRIDE_SECRET, else a file in the data folder). */
  secret: string;
  /**
   * Origins a URL override may point at (REMOTE_OVERRIDE_ORIGINS, comma list); `:*` as the port
   * admits any port. Default outside production: http://localhost and http://127.0.0.1 on any port;
   * in production none, so URL overrides are refused.
   */
  allowedOrigins: string[];
}

/**
 * Secrets that were once compiled into the source as a default. They are public (git history), so
 * they are refused as JWT_SECRET, and a token signed with them never verifies (the key is random).
 */
export const FORMER_DEFAULT_JWT_SECRETS: readonly string[] = [
  'halvorsen-dev-secret-change-me-in-production-0123456789',
];
/** The shortest JWT secret accepted (bytes of UTF-8): HS256 wants a key as long as its hash. */
export const JWT_SECRET_MIN_BYTES = 32;
export const JWT_SECRET_FILE_NAME = 'jwt-secret';
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/**
 * The one way to run the production profile on the test captcha (its tokens are public, so any bot
 * passes it): for a local proof of the profile, never for a real shop. Its value must be `yes`.
 */
export const UNSAFE_TEST_CAPTCHA_SETTING = 'UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION';

/** The deploy folder the remotes' versions are served from when the registry stores them locally. */
export const DEFAULT_DEPLOY_DIR = path.join(REPO_ROOT, '.deploy');

/** The local shop's origins (topology.json): the shell's pages and each remote's own dev server. */
const DEFAULT_CORS_ORIGINS = [topology.shell, ...topology.remotes].map(({ port }) => `http://localhost:${port}`);

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  if (/^(0|false|off|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * The embedded default: a random secret made on first start and kept in the data folder (mode 0600)
 * so sessions survive a restart. Created with `wx`, so processes starting together agree on one.
 */
export function embeddedJwtSecret(dataDir: string = DATA_DIR): string {
  return embeddedSecret(dataDir, JWT_SECRET_FILE_NAME);
}

function fraction(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1)
    throw new Error(`${name} must be between 0 and 1, got "${value}"`);
  return parsed;
}

function embeddedSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < JWT_SECRET_MIN_BYTES) throw new Error(`${file} holds a secret shorter than 32 bytes`);
  return secret;
}

/**
 * The production profile: NODE_ENV=production on a real PostgreSQL (DATABASE_URL). The composed
 * shop run locally (NODE_ENV=production on the embedded PGlite, scripts/lib/topology.mjs) is not.
 */
export function isProductionProfile(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.DATABASE_URL);
}

/**
 * JWT_SECRET wins; in the production profile it is required. Elsewhere the embedded default is
 * used. A too-short secret or a former default is refused in every mode.
 */
export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string = DATA_DIR): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < JWT_SECRET_MIN_BYTES)
      throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long`);
    if (FORMER_DEFAULT_JWT_SECRETS.includes(given))
      throw new Error('JWT_SECRET is a former built-in default (public in the git history); choose a new one');
    return given;
  }
  if (isProductionProfile(env)) throw new Error('JWT_SECRET is required in production (at least 32 bytes)');
  return embeddedJwtSecret(dataDir);
}

export const REGISTRY_OVERRIDE_SECRET_FILE_NAME = 'registry-override-secret';

/**
 * The key that signs QA override tokens: REGISTRY_OVERRIDE_SECRET (at least 32 bytes). Without it,
 * the embedded default keeps a random one in the data folder, as the staff key's; the production
 * profile writes no file: it derives one from JWT_SECRET (required there, and the same on every
 * replica) by HMAC-SHA256, so the two keys are distinct and every API process agrees.
 */
export function resolveRegistryOverrideSecret(
  env: NodeJS.ProcessEnv,
  dataDir: string = DATA_DIR,
  jwtSecret?: string,
): string {
  const given = env.REGISTRY_OVERRIDE_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < JWT_SECRET_MIN_BYTES)
      throw new Error(`REGISTRY_OVERRIDE_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long`);
    return given;
  }
  if (isProductionProfile(env) && jwtSecret) {
    return createHmac('sha256', jwtSecret).update('registry-override-tokens').digest('base64url');
  }
  return embeddedSecret(dataDir, REGISTRY_OVERRIDE_SECRET_FILE_NAME);
}

/** Where a URL override may point: REMOTE_OVERRIDE_ORIGINS, else local dev servers (none in production). */
export function resolveOverrideOrigins(env: NodeJS.ProcessEnv): string[] {
  const given = list(env.REMOTE_OVERRIDE_ORIGINS);
  if (given) return given;
  return isProductionProfile(env) ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
}

export const STAFF_KEY_FILE_NAME = 'staff-api-key';

/**
 * The key of the staff decision path (Pro Deal applications): STAFF_API_KEY, at least 32 bytes.
 * Without it the embedded default makes one in the data folder (the staff CLI reads it there); the
 * production profile has no staff path unless the setting is given.
 */
export function resolveStaffKey(env: NodeJS.ProcessEnv, dataDir: string = DATA_DIR): string | null {
  const given = env.STAFF_API_KEY;
  if (given) {
    if (Buffer.byteLength(given) < JWT_SECRET_MIN_BYTES)
      throw new Error(`STAFF_API_KEY must be at least ${JWT_SECRET_MIN_BYTES} bytes long`);
    return given;
  }
  if (isProductionProfile(env)) return null;
  return embeddedSecret(dataDir, STAFF_KEY_FILE_NAME);
}

export const STAFF_TOTP_KEY_FILE_NAME = 'staff-totp-key';

/**
 * The key staff TOTP secrets are sealed with (docs/decisions/0029): STAFF_TOTP_KEY, at least 32
 * bytes; without it the embedded default makes one in the data folder. The production profile has
 * no staff sign-in unless the setting is given (a key on one machine's disk would not follow a
 * deployment to the next machine, and its loss locks every staffer out).
 */
export function resolveStaffTotpKey(env: NodeJS.ProcessEnv, dataDir: string = DATA_DIR): string | null {
  const given = env.STAFF_TOTP_KEY;
  if (given) {
    if (Buffer.byteLength(given) < JWT_SECRET_MIN_BYTES)
      throw new Error(`STAFF_TOTP_KEY must be at least ${JWT_SECRET_MIN_BYTES} bytes long`);
    return given;
  }
  if (isProductionProfile(env)) return null;
  return embeddedSecret(dataDir, STAFF_TOTP_KEY_FILE_NAME);
}

/**
 * The captcha the settings choose. In the production profile the test captcha is refused at start:
 * RECAPTCHA_SECRET is required, unless UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION=yes says otherwise.
 */
export function resolveCaptcha(env: NodeJS.ProcessEnv): CaptchaConfig {
  if (env.RECAPTCHA_SECRET) {
    return {
      kind: 'recaptcha',
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL || RECAPTCHA_VERIFY_URL,
      minScore: Number(env.RECAPTCHA_MIN_SCORE || 0.5),
    };
  }
  if (isProductionProfile(env) && env[UNSAFE_TEST_CAPTCHA_SETTING] !== 'yes') {
    throw new Error(
      `RECAPTCHA_SECRET is required in production: the test captcha lets any bot through (${UNSAFE_TEST_CAPTCHA_SETTING}=yes allows it, for a local proof of the profile only)`,
    );
  }
  return { kind: 'test' };
}

function requiredForS3(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set for REGISTRY_STORAGE=s3`);
  return value;
}

/** The registry's settings (see RegistryConfig). */
export function resolveRegistryConfig(env: NodeJS.ProcessEnv): RegistryConfig {
  const kind = env.REGISTRY_STORAGE?.trim().toLowerCase() || 'local';
  if (kind !== 'local' && kind !== 's3') throw new Error(`REGISTRY_STORAGE must be local or s3, got "${kind}"`);
  let storage: RegistryStorageConfig;
  if (kind === 'local') {
    storage = { kind, dir: env.SHOP_DEPLOY_DIR ? path.resolve(REPO_ROOT, env.SHOP_DEPLOY_DIR) : DEFAULT_DEPLOY_DIR };
  } else {
    const region = env.S3_REGION?.trim() || 'us-east-1';
    const endpoint = env.S3_ENDPOINT?.trim();
    const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
    storage = {
      kind,
      bucket: requiredForS3(env, 'REGISTRY_S3_BUCKET'),
      accessKeyId: requiredForS3(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: requiredForS3(env, 'S3_SECRET_ACCESS_KEY'),
      region,
      endpoint: endpoint || `https://s3.${region}.amazonaws.com`,
      forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
    };
  }
  const budgets: Record<string, number> = {};
  for (const remote of topology.remotes as Array<{ name: string; firstLoadBudgetKb?: number }>) {
    const name = `REGISTRY_BUDGET_KB_${remote.name.toUpperCase()}`;
    const kb = env[name] ? integer(env[name], 0, name) : remote.firstLoadBudgetKb;
    if (typeof kb === 'number' && kb > 0) budgets[remote.name] = kb * 1024;
  }
  return { storage, budgets };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, topology.api.port, 'PORT');
  const profile: RunProfile = isProductionProfile(env) ? 'production' : 'embedded';
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: env.PGLITE_DIR || path.join(DATA_DIR, 'pglite') };
  const jwtSecret = resolveJwtSecret(env, env.DATA_DIR || DATA_DIR);
  const captcha = resolveCaptcha(env);
  return {
    profile,
    port,
    host: env.HOST || 'localhost',
    database,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    jwtSecret,
    captcha,
    logLevel: env.LOG_LEVEL || 'info',
    mediaDir: env.MEDIA_DIR || DEFAULT_MEDIA_DIR,
    priceListCacheMs: integer(env.PRICE_LIST_CACHE_MS, 5000, 'PRICE_LIST_CACHE_MS'),
    trustProxy: list(env.TRUST_PROXY) ?? [],
    apiDocs: flag(env.API_DOCS, profile !== 'production', 'API_DOCS'),
    hstsMaxAgeSeconds: integer(env.HSTS_MAX_AGE, 0, 'HSTS_MAX_AGE'),
    staffApiKey: resolveStaffKey(env, env.DATA_DIR || DATA_DIR),
    staffTotpKey: resolveStaffTotpKey(env, env.DATA_DIR || DATA_DIR),
    proDealDiscountPercent: Math.min(90, integer(env.PRO_DEAL_DISCOUNT_PERCENT, 20, 'PRO_DEAL_DISCOUNT_PERCENT')),
    stockAlertIntervalMs: integer(env.STOCK_ALERT_INTERVAL_MS, 60_000, 'STOCK_ALERT_INTERVAL_MS'),
    staffEmail: env.STAFF_EMAIL || 'media@halvorsenarms.com',
    beacons: {
      perClientPerMinute: integer(env.BEACON_RATE_LIMIT_PER_MINUTE, 600, 'BEACON_RATE_LIMIT_PER_MINUTE'),
    },
    registryHealth: {
      canaryMinSample: integer(env.REGISTRY_CANARY_MIN_SAMPLE, 20, 'REGISTRY_CANARY_MIN_SAMPLE'),
      canaryMargin: fraction(env.REGISTRY_CANARY_MARGIN, 0.05, 'REGISTRY_CANARY_MARGIN'),
    },
    registryOverrides: {
      secret: resolveRegistryOverrideSecret(env, env.DATA_DIR || DATA_DIR, jwtSecret),
      allowedOrigins: resolveOverrideOrigins(env),
    },
    registry: resolveRegistryConfig(env),
  };
}
