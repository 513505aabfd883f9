/**
 * Session refresh is scheduled one minute before expiry (000 sections 4 and 9). The delay is
 * computed purely; `scheduleRefresh` only owns the timer so a new token set replaces the old one.
 */
import { LIMITS } from 'shared-contracts';

/** Browsers run timers longer than 2^31-1 ms immediately; a longer wait is re-armed in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export function refreshDelayMs(expiresAt: number, now: number, leewayMs = LIMITS.sessionRefreshLeewayMs): number {
  return Math.max(0, expiresAt - leewayMs - now);
}

export interface RefreshTimer {
  cancel(): void;
}

/** Runs `refresh` one leeway before `expiresAt`. Returns a handle that cancels it. */
export function scheduleRefresh(
  expiresAt: number,
  refresh: () => void,
  now: () => number = Date.now,
  leewayMs = LIMITS.sessionRefreshLeewayMs,
): RefreshTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const delay = refreshDelayMs(expiresAt, now(), leewayMs);
    if (delay > MAX_TIMER_MS) {
      handle = setTimeout(arm, MAX_TIMER_MS);
    } else {
      handle = setTimeout(refresh, delay);
    }
  };
  arm();
  return { cancel: () => clearTimeout(handle) };
}
