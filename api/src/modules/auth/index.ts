export { createAccount, type RegisterInput } from './accounts';
export {
  guestNotFoundMessage,
  INVALID_TOKEN_MESSAGE,
  requireAccount,
  requireGuest,
  requireUser,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  type SignedInAccount,
} from './guards';
export { type Identity, identityPlugin } from './identity';
export { hashPassword, verifyPassword } from './passwords';
export { AUTH_RATE_LIMITS } from './rate-limits';
export { authRoutes } from './routes';
export { createGuest, guestExists, newGuestId } from './service';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenClaims,
  createTokenService,
  type IssuedAccessToken,
  type TokenService,
} from './tokens';
