/** Rate-limit rules of staff sign-in (counted in the shared store, platform/rate-limit.ts). */
import type { RateLimitRule } from '../../platform/rate-limit';

const MINUTE = 60;

export const STAFF_RATE_LIMITS = {
  /** Guessing one staffer's password, from anywhere. */
  signInPerAccount: { name: 'staff-sign-in:account', limit: 5, windowSeconds: 15 * MINUTE },
  /** Many staff e-mails from one client. */
  signInPerClient: { name: 'staff-sign-in:ip', limit: 20, windowSeconds: 15 * MINUTE },
  /** Guessing one staffer's TOTP code (3 codes in a million match per guess). */
  totpPerAccount: { name: 'staff-totp:account', limit: 5, windowSeconds: 15 * MINUTE },
  totpPerClient: { name: 'staff-totp:ip', limit: 20, windowSeconds: 15 * MINUTE },
  /** Trying invitation tokens. */
  invitationPerClient: { name: 'staff-invitation:ip', limit: 10, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
