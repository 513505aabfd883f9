/**
 * Single-use secrets sent by e-mail or kept by a client (refresh, verification, reset, newsletter
 * confirmation): 32 random bytes, base64url. Stored as sha256 hashes only, so a copy of the
 * database cannot be used to follow a link.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
