import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FORMER_DEFAULT_JWT_SECRETS,
  JWT_SECRET_FILE_NAME,
  loadConfig,
  RECAPTCHA_VERIFY_URL,
  REPO_ROOT,
} from '../../src/platform/config';

const LONG_SECRET = 'a-test-secret-of-more-than-32-bytes-0123456789';
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'halvorsen-config-'));

describe('settings', () => {
  it('starts on the embedded defaults with no environment', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(REPO_ROOT, '.data', 'pglite') });
    expect(config.publicBaseUrl).toBe('http://localhost:4000');
    expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`));
    // A random secret made on first start, kept in the data folder (owner-only) and reused.
    expect(Buffer.byteLength(config.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(FORMER_DEFAULT_JWT_SECRETS).not.toContain(config.jwtSecret);
    expect(statSync(path.join(dataDir, JWT_SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).jwtSecret).not.toBe(config.jwtSecret);
    expect(config.captcha).toEqual({ kind: 'test' });
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL, reCAPTCHA and the given origins when configured', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@h:5432/db',
      CORS_ORIGINS: 'https://shop.example, https://www.shop.example',
      RECAPTCHA_SECRET: 's3cret',
      JWT_SECRET: LONG_SECRET,
      PUBLIC_BASE_URL: 'https://api.shop.example/',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(4100);
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(config.corsOrigins).toEqual(['https://shop.example', 'https://www.shop.example']);
    expect(config.captcha).toEqual({
      kind: 'recaptcha',
      secret: 's3cret',
      verifyUrl: RECAPTCHA_VERIFY_URL,
      minScore: 0.5,
    });
    expect(config.publicBaseUrl).toBe('https://api.shop.example');
    expect(config.logLevel).toBe('warn');
    expect(config.jwtSecret).toBe(LONG_SECRET);
  });

  it('refuses to start in production without a JWT secret of at least 32 bytes', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: freshDataDir(),
      RECAPTCHA_SECRET: 's3cret',
    };
    expect(() => loadConfig(production)).toThrow('JWT_SECRET is required in production');
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow('at least 32 bytes');
    expect(loadConfig({ ...production, JWT_SECRET: LONG_SECRET }).jwtSecret).toBe(LONG_SECRET);
    // The composed shop run locally (production build on the embedded PGlite) keeps the embedded default.
    const local = loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir() });
    expect(Buffer.byteLength(local.jwtSecret)).toBeGreaterThanOrEqual(32);
  });

  it('refuses a former built-in default as JWT_SECRET', () => {
    for (const former of FORMER_DEFAULT_JWT_SECRETS) {
      expect(() => loadConfig({ JWT_SECRET: former, DATA_DIR: freshDataDir() })).toThrow('former built-in default');
    }
  });

  it('keeps PGlite in the folder PGLITE_DIR names', () => {
    expect(loadConfig({ PGLITE_DIR: '/tmp/x' }).database).toEqual({ kind: 'pglite', dir: '/tmp/x' });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number');
  });
});
