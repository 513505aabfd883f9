/**
 * The code an authenticator app shows for an otpauth:// URI (RFC 6238: HMAC-SHA1, 30 s, 6 digits),
 * written here on node:crypto because the API's TOTP library (otpauth) is not a dependency of this
 * package and a test helper is not worth a new one.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The secret of an otpauth:// URI, or a base32 secret as the enrolment step shows it (in groups). */
export function secretOf(uriOrSecret: string): string {
  if (uriOrSecret.startsWith('otpauth://')) return new URL(uriOrSecret).searchParams.get('secret') ?? '';
  return uriOrSecret.replace(/\s+/g, '');
}

export function totpCode(uriOrSecret: string, timestamp = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secretOf(uriOrSecret)))
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
