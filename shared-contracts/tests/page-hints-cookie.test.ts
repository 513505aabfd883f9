import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_HINTS_COOKIE, pageHintsValue, writePageHintsCookie } from '../src/session/page-hints-cookie';
import { GUEST_CART_KEY, SESSION_KEYS } from '../src/session/storage-keys';
import { storeTokenSet } from '../src/session/token-set';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${PAGE_HINTS_COOKIE}=`))
    ?.slice(PAGE_HINTS_COOKIE.length + 1) ?? null;

afterEach(() => {
  localStorage.clear();
  writePageHintsCookie();
});

describe('the page-hints cookie (decision 0067)', () => {
  it('says signed in, a guest whose cart exists, or a guest without one; nothing without a session', () => {
    expect(pageHintsValue({ accessToken: 'jwt', guestToken: 'gid_a', guestCart: 'gid_a' })).toBe('s');
    expect(pageHintsValue({ accessToken: null, guestToken: 'gid_a', guestCart: 'gid_a' })).toBe('c.gid_a');
    // A cart remembered for an earlier guest token is not this guest's.
    expect(pageHintsValue({ accessToken: null, guestToken: 'gid_a', guestCart: 'gid_old' })).toBe('g.gid_a');
    expect(pageHintsValue({ accessToken: null, guestToken: 'gid_a', guestCart: null })).toBe('g.gid_a');
    expect(pageHintsValue({ accessToken: null, guestToken: null, guestCart: 'gid_a' })).toBeNull();
    // A stored guest id that is not one the API issues is treated as absent, as the shell does.
    expect(pageHintsValue({ accessToken: null, guestToken: 'someone', guestCart: null })).toBeNull();
  });

  it('mirrors local storage as its writers leave it, and is cleared with the session', () => {
    localStorage.setItem(SESSION_KEYS.guestToken, 'gid_b');
    writePageHintsCookie();
    expect(cookieValue()).toBe('g.gid_b');
    localStorage.setItem(GUEST_CART_KEY, 'gid_b');
    writePageHintsCookie();
    expect(cookieValue()).toBe('c.gid_b');
    // Signing in writes the token set, and the cookie with it.
    storeTokenSet({ accessToken: 'jwt' });
    expect(cookieValue()).toBe('s');
    localStorage.clear();
    writePageHintsCookie();
    expect(cookieValue()).toBeNull();
  });
});
