import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig, RECAPTCHA_VERIFY_URL, REPO_ROOT } from '../../src/platform/config';

describe('settings', () => {
  it('starts on the embedded defaults with no environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join(REPO_ROOT, '.data', 'pglite') });
    expect(config.publicBaseUrl).toBe('http://localhost:4000');
    expect(config.corsOrigins).toEqual([3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`));
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.captcha).toEqual({ kind: 'test' });
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL, reCAPTCHA and the given origins when configured', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@h:5432/db',
      CORS_ORIGINS: 'https://shop.example, https://www.shop.example',
      RECAPTCHA_SECRET: 's3cret',
      JWT_SECRET: 'j',
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
  });

  it('keeps PGlite in the folder PGLITE_DIR names', () => {
    expect(loadConfig({ PGLITE_DIR: '/tmp/x' }).database).toEqual({ kind: 'pglite', dir: '/tmp/x' });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number');
  });
});
