/** Token shapes of the session (000, section 3). */

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** POST /Auth/login and /Auth/register answer the token set under `token`. */
export interface AuthResponse {
  token: TokenSet;
}

/** POST /Auth/guest. Guest ids always start with `gid_`. */
export interface GuestTokenResponse {
  guestId: string;
}

export const GUEST_ID_PREFIX = 'gid_';

export function isGuestId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(GUEST_ID_PREFIX) && value.length > GUEST_ID_PREFIX.length;
}
