/**
 * The session values the specification keeps in local browser storage (000 section 3): guest
 * token, access token, refresh token, token type, expiry (seconds) and issue time (ms timestamp).
 * The account remote writes a fresh token set after login/register; the shell owns the rest.
 */
import { isGuestId, SESSION_KEYS } from 'shared-contracts';
import { writePageHintsCookie } from 'shared-contracts/session/page-hints-cookie';

export { storeTokenSet } from 'shared-contracts/session/token-set';

export interface StoredSession {
  guestToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  tokenType: string | null;
  /** Seconds the access token lives, counted from `tokenIssuedAt`. */
  expiresIn: number | null;
  /** Millisecond timestamp of when the token set was issued. */
  tokenIssuedAt: number | null;
  email: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage can be blocked (privacy mode); the session then lives for one page
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

function readNumber(key: string): number | null {
  const raw = read(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function readStoredSession(): StoredSession {
  const guestToken = read(SESSION_KEYS.guestToken);
  return {
    // A stored guest id that is not ours (no gid_ prefix) is treated as absent.
    guestToken: isGuestId(guestToken) ? guestToken : null,
    accessToken: read(SESSION_KEYS.accessToken),
    refreshToken: read(SESSION_KEYS.refreshToken),
    tokenType: read(SESSION_KEYS.tokenType),
    expiresIn: readNumber(SESSION_KEYS.expiresIn),
    tokenIssuedAt: readNumber(SESSION_KEYS.tokenIssuedAt),
    email: read(SESSION_KEYS.email),
  };
}

export function storeGuestToken(guestId: string): void {
  write(SESSION_KEYS.guestToken, guestId);
  writePageHintsCookie();
}

export function removeGuestToken(): void {
  write(SESSION_KEYS.guestToken, null);
  writePageHintsCookie();
}

export function storeEmail(email: string | null): void {
  write(SESSION_KEYS.email, email);
}

/** Logout or a null auth response clears every stored auth value (000 section 4). */
export function clearAuthValues(): void {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  writePageHintsCookie();
}

/** When the access token expires (ms timestamp), or null when the session does not say. */
export function accessTokenExpiresAt(session: StoredSession): number | null {
  if (session.expiresIn === null || session.tokenIssuedAt === null) return null;
  return session.tokenIssuedAt + session.expiresIn * 1000;
}
