/**
 * The second factor: RFC 6238 TOTP (30 s steps, 6 digits, SHA-1: what every authenticator app
 * reads) through `otpauth` (hectorm). Secrets are kept sealed with AES-256-GCM under a key derived
 * (HKDF) from the staff TOTP key (STAFF_TOTP_KEY or the embedded default, platform/config.ts), bound
 * to the staffer's id, so a copy of the database alone yields no secret and a sealed secret cannot
 * be moved to another account. A code is accepted once: the step it belongs to must be later than
 * the last one used (queries.ts takes it atomically).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Halvorsen Arms staff';
const PERIOD = 30;
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW = 1;
const SEAL_INFO = Buffer.from('halvorsen staff totp secret v1');

function sealKey(staffTotpKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(staffTotpKey, 'utf8'), Buffer.alloc(0), SEAL_INFO, 32));
}

export function sealTotpSecret(staffTotpKey: string, staffId: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(staffTotpKey), iv);
  cipher.setAAD(Buffer.from(staffId));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The secret, or null when the key or the staffer is not the one it was sealed for. */
export function openTotpSecret(staffTotpKey: string, staffId: string, sealed: string): string | null {
  try {
    const data = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(staffTotpKey), data.subarray(0, 12));
    decipher.setAAD(Buffer.from(staffId));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (as a QR code in the staff remote). */
export function otpauthUri(email: string, base32: string): string {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(base32), period: PERIOD }).toString();
}

/** The time step `code` belongs to (within the window around `now`), or null when it matches none. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(base32),
    period: PERIOD,
    timestamp: now,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
