/**
 * Short-lived access tokens (HS256 JWT, 15 minutes). Login and register issue them; the identity
 * plugin verifies them on every request.
 */
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'halvorsen-api';
const AUDIENCE = 'halvorsen-shop';

export interface AccessTokenClaims {
  userId: string;
  email: string;
  /** The refresh family (session) the token was issued for; logout and password changes end it. */
  sessionId?: string;
}

export interface IssuedAccessToken {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

export type VerifyResult = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issueAccessToken(claims: AccessTokenClaims): Promise<IssuedAccessToken>;
  verifyAccessToken(token: string): Promise<VerifyResult>;
}

export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): TokenService {
  if (new TextEncoder().encode(secret).length < 32) throw new Error('The JWT secret must be at least 32 bytes');
  const key = new TextEncoder().encode(secret);
  return {
    async issueAccessToken({ userId, email, sessionId }) {
      const accessToken = await new SignJWT(sessionId ? { email, sid: sessionId } : { email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { accessToken, tokenType: 'Bearer', expiresIn: ttlSeconds };
    },
    async verifyAccessToken(token) {
      try {
        // `exp` is required: a token that never expires is not a session token of this API.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
          return { ok: false, reason: 'invalid' };
        const claims: AccessTokenClaims = { userId: payload.sub, email: payload.email };
        if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
