/** Rate-limit rules of the auth endpoints (counted in the shared store, platform/rate-limit.ts). */
import type { RateLimitRule } from '../../platform/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const AUTH_RATE_LIMITS = {
  /** Guessing one account's password, from anywhere. */
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * MINUTE },
  /** Many accounts from one client (credential stuffing). */
  loginPerClient: { name: 'login:ip', limit: 50, windowSeconds: 15 * MINUTE },
  registerPerClient: { name: 'register:ip', limit: 10, windowSeconds: HOUR },
  forgotPerClient: { name: 'forgot:ip', limit: 10, windowSeconds: HOUR },
  forgotPerAccount: { name: 'forgot:account', limit: 5, windowSeconds: HOUR },
  resendPerAccount: { name: 'resend:account', limit: 5, windowSeconds: HOUR },
  /** New guest sessions from one address (an office behind one address opens many). */
  guestPerClient: { name: 'guest:ip', limit: 600, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
