/**
 * Settings of the API, read once from the environment. Every setting has a working default, so a
 * fresh clone starts on the embedded providers (PGlite, test captcha) with no configuration.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (api/src/platform/config.ts -> ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
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

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Absolute base the API is reached at; used for links in answers (e-mails, OpenAPI servers). */
  publicBaseUrl: string;
  /** The shop's origins: the only ones CORS lets in. */
  corsOrigins: string[];
  jwtSecret: string;
  captcha: CaptchaConfig;
  logLevel: string;
  mediaDir: string;
  /** How long `GET /Products` may answer from memory. */
  priceListCacheMs: number;
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

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
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
  const file = path.join(dataDir, JWT_SECRET_FILE_NAME);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env.PORT, 4000, 'PORT');
  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: env.PGLITE_DIR || path.join(DATA_DIR, 'pglite') };
  const captcha: CaptchaConfig = env.RECAPTCHA_SECRET
    ? {
        kind: 'recaptcha',
        secret: env.RECAPTCHA_SECRET,
        verifyUrl: env.RECAPTCHA_VERIFY_URL || RECAPTCHA_VERIFY_URL,
        minScore: Number(env.RECAPTCHA_MIN_SCORE || 0.5),
      }
    : { kind: 'test' };
  return {
    port,
    host: env.HOST || 'localhost',
    database,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: list(env.CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    jwtSecret: resolveJwtSecret(env, env.DATA_DIR || DATA_DIR),
    captcha,
    logLevel: env.LOG_LEVEL || 'info',
    mediaDir: env.MEDIA_DIR || DEFAULT_MEDIA_DIR,
    priceListCacheMs: integer(env.PRICE_LIST_CACHE_MS, 5000, 'PRICE_LIST_CACHE_MS'),
  };
}
