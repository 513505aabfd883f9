/**
 * Opaque secrets of the session: refresh and e-mail tokens (32 random bytes, base64url), stored as
 * sha256 hashes only. The refresh grace window keeps the successor sealed with AES-256-GCM under a
 * key derived (HKDF) from the token it replaced: the database alone cannot open it, only a client
 * that presents the old token can (docs/decisions/0010).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export { hashToken, newOpaqueToken } from '../../shared/opaque-token';

const SEAL_INFO = Buffer.from('halvorsen refresh successor v1');

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), SEAL_INFO, 32));
}

export function sealWith(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed secret, or null if `token` is not the one it was sealed with (or the data is bad). */
export function openWith(token: string, sealed: string): string | null {
  try {
    const data = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
