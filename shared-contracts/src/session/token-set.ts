/**
 * Writes a token set where the session keeps it (000 section 3). The account remote writes the set
 * a login or registration returned, then announces `signedIn`; the shell writes refreshed sets.
 * One writer for both, so the key names and formats cannot drift apart.
 */
import type { TokenSet } from '../api/auth';
import { writePageHintsCookie } from './page-hints-cookie';
import { SESSION_KEYS } from './storage-keys';

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked (privacy mode): the session then lives for one page.
  }
}

/** Stores a token set as issued now. A refresh answer may omit fields: those keep their value. */
export function storeTokenSet(tokens: Partial<TokenSet> & { accessToken: string }, issuedAt = Date.now()): void {
  write(SESSION_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) write(SESSION_KEYS.refreshToken, tokens.refreshToken);
  if (tokens.tokenType) write(SESSION_KEYS.tokenType, tokens.tokenType);
  if (typeof tokens.expiresIn === 'number') write(SESSION_KEYS.expiresIn, String(tokens.expiresIn));
  write(SESSION_KEYS.tokenIssuedAt, String(issuedAt));
  writePageHintsCookie();
}
