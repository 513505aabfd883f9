/**
 * Settings of the API, read once from the environment. Every setting has a working default, so a
 * fresh clone starts on the embedded providers (PGlite, test captcha) with no configuration.
 */
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

export const DEV_JWT_SECRET = 'halvorsen-dev-secret-change-me-in-production-0123456789';
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
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    captcha,
    logLevel: env.LOG_LEVEL || 'info',
    mediaDir: env.MEDIA_DIR || DEFAULT_MEDIA_DIR,
    priceListCacheMs: integer(env.PRICE_LIST_CACHE_MS, 5000, 'PRICE_LIST_CACHE_MS'),
  };
}
