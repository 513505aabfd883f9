/**
 * The staff TOTP key (platform/config.ts): STAFF_TOTP_KEY when given (at least 32 bytes), else an
 * embedded key made once in the data folder (mode 0600); the production profile has none unless
 * given. A secret sealed under one key, or for one staffer, opens under no other.
 */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, openTotpSecret, sealTotpSecret } from '../../src/modules/staff/totp';
import { resolveStaffTotpKey, STAFF_TOTP_KEY_FILE_NAME } from '../../src/platform/config';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h:5432/db' };

describe('the staff TOTP key', () => {
  it('is STAFF_TOTP_KEY, refused when short; embedded by default; absent in production unless given', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'halvorsen-staff-'));
    expect(resolveStaffTotpKey({ STAFF_TOTP_KEY: 'x'.repeat(32) }, dir)).toBe('x'.repeat(32));
    expect(() => resolveStaffTotpKey({ STAFF_TOTP_KEY: 'short' }, dir)).toThrow(/at least 32 bytes/);
    const embedded = resolveStaffTotpKey({}, dir);
    expect(embedded).toHaveLength(64);
    expect(resolveStaffTotpKey({}, dir)).toBe(embedded);
    expect(statSync(path.join(dir, STAFF_TOTP_KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(resolveStaffTotpKey(production, dir)).toBeNull();
    expect(resolveStaffTotpKey({ ...production, STAFF_TOTP_KEY: 'y'.repeat(40) }, dir)).toBe('y'.repeat(40));
  });

  it('seals a secret so that only the same key and staffer open it', () => {
    const secret = newTotpSecret();
    const staffId = '11111111-1111-4111-8111-111111111111';
    const sealed = sealTotpSecret('k'.repeat(40), staffId, secret);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret('k'.repeat(40), staffId, sealed)).toBe(secret);
    expect(openTotpSecret('j'.repeat(40), staffId, sealed)).toBeNull();
    expect(openTotpSecret('k'.repeat(40), '22222222-2222-4222-8222-222222222222', sealed)).toBeNull();
  });
});
