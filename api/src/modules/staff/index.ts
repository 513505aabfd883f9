/**
 * Staff accounts (issue 29, docs/decisions/0029): staffers apart from customers, with roles, a TOTP
 * second factor and short sessions; owners invite and manage them. Other modules guard their staff
 * routes with `requireStaff` (shared/staff-access.ts), which this module's session plugin serves.
 */
export { STAFF_SIGN_IN_PATHS } from './auth-routes';
export { STAFF_RATE_LIMITS } from './rate-limits';
export { staffRoutes } from './routes';
export { staffSessionPlugin } from './session-plugin';
export {
  STAFF_SECOND_FACTOR_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
  STAFF_TOKEN_PREFIX,
  startPendingSession,
  upgradeSession,
} from './sessions';
export { TOTP_ISSUER } from './totp';
