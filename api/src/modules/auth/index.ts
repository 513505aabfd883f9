export {
  INVALID_TOKEN_MESSAGE,
  requireGuest,
  requireUser,
  SESSION_EXPIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from './guards';
export { createGuest, guestExists, newGuestId } from './guests';
export { type Identity, identityPlugin } from './identity';
export { authRoutes } from './routes';
export { ACCESS_TOKEN_TTL_SECONDS, createTokenService, type IssuedAccessToken, type TokenService } from './tokens';
