/**
 * QA override tokens: a JWS (HS256, jose) signed with the registry's override secret
 * (REGISTRY_OVERRIDE_SECRET or the data folder's, platform/config.ts), claims
 * `{ remote, target, tid, exp }`. Reading one answers null for anything forged, tampered with,
 * expired, signed with another algorithm or missing a claim: the caller answers 404 alike.
 */
import { jwtVerify, SignJWT } from 'jose';

export interface OverrideClaims {
  remote: string;
  /** A version name, or an http(s) origin. */
  target: string;
  /** The team token's id, or 'staff'. */
  tid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signOverride(secret: string, claims: OverrideClaims): Promise<string> {
  return new SignJWT({ remote: claims.remote, target: claims.target, tid: claims.tid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(claims.exp)
    .sign(keyOf(secret));
}

export async function readOverride(secret: string, token: string): Promise<OverrideClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const { remote, target, tid, exp } = payload;
    if (typeof remote !== 'string' || typeof target !== 'string' || typeof tid !== 'string') return null;
    if (typeof exp !== 'number') return null;
    return { remote, target, tid, exp };
  } catch {
    return null;
  }
}
