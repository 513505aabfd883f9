/**
 * The settings of beacons, remote health and overrides: defaults, the override secret (given, kept
 * in the data folder, or derived in the production profile without writing a file), and refusals.
 */
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REGISTRY_OVERRIDE_SECRET_FILE_NAME } from '../../src/platform/config';

const LONG_SECRET = 'a-test-secret-of-more-than-32-bytes-0123456789';
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'registry-settings-'));

describe('registry health and override settings', () => {
  it('defaults: 600 beacon requests a minute per address, sample 20, margin 0.05, local dev origins', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.beacons).toEqual({ perClientPerMinute: 600 });
    expect(config.registryHealth).toEqual({ canaryMinSample: 20, canaryMargin: 0.05 });
    expect(config.registryOverrides.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('reads the settings and refuses values that make no sense', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      REGISTRY_CANARY_MIN_SAMPLE: '50',
      REGISTRY_CANARY_MARGIN: '0.1',
      BEACON_RATE_LIMIT_PER_MINUTE: '1000',
      REMOTE_OVERRIDE_ORIGINS: 'https://qa.example.com, http://localhost:*',
    });
    expect(config.registryHealth).toEqual({ canaryMinSample: 50, canaryMargin: 0.1 });
    expect(config.beacons.perClientPerMinute).toBe(1000);
    expect(config.registryOverrides.allowedOrigins).toEqual(['https://qa.example.com', 'http://localhost:*']);
    expect(() => loadConfig({ DATA_DIR: dataDir, REGISTRY_CANARY_MARGIN: '2' })).toThrow('between 0 and 1');
    expect(() => loadConfig({ DATA_DIR: dataDir, REGISTRY_CANARY_MARGIN: 'lots' })).toThrow('between 0 and 1');
    expect(() => loadConfig({ DATA_DIR: dataDir, REGISTRY_CANARY_MIN_SAMPLE: '-1' })).toThrow('whole number');
  });

  it('the override secret: given, else kept (owner-only) in the data folder and the same on the next start', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).registryOverrides.secret;
    const file = path.join(dataDir, REGISTRY_OVERRIDE_SECRET_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).registryOverrides.secret).toBe(first);
    expect(first).not.toBe(loadConfig({ DATA_DIR: dataDir }).jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, REGISTRY_OVERRIDE_SECRET: LONG_SECRET }).registryOverrides.secret).toBe(
      LONG_SECRET,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, REGISTRY_OVERRIDE_SECRET: 'short' })).toThrow('at least 32 bytes');
  });

  it('production: no URL origins by default, and the secret derived from JWT_SECRET without a file', () => {
    const dataDir = freshDataDir();
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/shop',
      JWT_SECRET: LONG_SECRET,
      DATA_DIR: dataDir,
      UNSAFE_ALLOW_TEST_CAPTCHA_IN_PRODUCTION: 'yes',
    };
    const config = loadConfig(production);
    expect(config.registryOverrides.allowedOrigins).toEqual([]);
    expect(existsSync(path.join(dataDir, REGISTRY_OVERRIDE_SECRET_FILE_NAME))).toBe(false);
    expect(config.registryOverrides.secret).not.toBe(LONG_SECRET);
    expect(config.registryOverrides.secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(production).registryOverrides.secret).toBe(config.registryOverrides.secret);
  });
});
