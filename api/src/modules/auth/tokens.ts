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
  const key = new TextEncoder().encode(secret);
  return {
    async issueAccessToken({ userId, email }) {
      const accessToken = await new SignJWT({ email })
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string')
          return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { userId: payload.sub, email: payload.email } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
