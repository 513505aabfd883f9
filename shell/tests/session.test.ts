import {
  type AuthState,
  authState,
  notify,
  SESSION_KEYS,
  signedIn,
  signInWanted,
  signOutRequested,
} from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../src/session/auth-api';
import { nextAuthState } from '../src/session/auth-state-machine';
import { refreshDelayMs, scheduleRefresh } from '../src/session/refresh-schedule';
import { CART_MERGE_FAILED_MESSAGE, type Session, startSession } from '../src/session/session-service';
import { handleSignInWanted, loginUrl } from '../src/session/sign-in-wanted';
import { accessTokenExpiresAt, clearAuthValues, readStoredSession, storeTokenSet } from '../src/session/token-storage';

/** A fake of the network boundary only (the API runs elsewhere); the session logic is real. */
function fakeApi(overrides: Partial<AuthApi> = {}) {
  const calls: string[] = [];
  let guestCounter = 0;
  const api: AuthApi = {
    async requestGuestToken() {
      calls.push('guest');
      guestCounter += 1;
      return `gid_test${guestCounter}`;
    },
    async refresh(refreshToken) {
      calls.push(`refresh:${refreshToken}`);
      return { accessToken: 'access-2', refreshToken: 'refresh-2', tokenType: 'Bearer', expiresIn: 900 };
    },
    async logout() {
      calls.push('logout');
    },
    async mergeGuestCart(guestId) {
      // The merge goes out with the new bearer while the guest token is still known.
      calls.push(`merge:${guestId}:${window.localStorage.getItem(SESSION_KEYS.accessToken)}`);
    },
    ...overrides,
  };
  return { api, calls };
}

function recordAuthStates(): AuthState[] {
  const seen: AuthState[] = [];
  authState.subscribe((s) => seen.push(s));
  return seen;
}

describe('auth state machine', () => {
  const empty = readStoredSessionShape();
  function readStoredSessionShape() {
    return {
      guestToken: null,
      accessToken: null,
      refreshToken: null,
      tokenType: null,
      expiresIn: null,
      tokenIssuedAt: null,
      email: null,
    };
  }

  it('is authenticated when an access token is stored, judged by its presence alone', () => {
    const state = nextAuthState(
      { status: 'anonymous' },
      { type: 'restored', session: { ...empty, accessToken: 'a', email: 'jo@example.com' } },
    );
    expect(state).toEqual({ status: 'authenticated', email: 'jo@example.com' });
  });

  it('is a guest with a stored guest token, anonymous with nothing stored', () => {
    expect(
      nextAuthState({ status: 'anonymous' }, { type: 'restored', session: { ...empty, guestToken: 'gid_1' } }),
    ).toEqual({
      status: 'guest',
      guestId: 'gid_1',
    });
    expect(nextAuthState({ status: 'guest', guestId: 'gid_1' }, { type: 'restored', session: empty })).toEqual({
      status: 'anonymous',
    });
  });

  it('does not demote a signed-in visitor when a late guest token arrives', () => {
    const signedInState: AuthState = { status: 'authenticated', email: null };
    expect(nextAuthState(signedInState, { type: 'guest-issued', guestId: 'gid_late' })).toBe(signedInState);
  });

  it('signs out to anonymous', () => {
    expect(nextAuthState({ status: 'authenticated', email: 'a@b.co' }, { type: 'signed-out' })).toEqual({
      status: 'anonymous',
    });
  });
});

describe('token storage', () => {
  it('keeps the token fields of the specification in local storage, with the issue time', () => {
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 300 }, 1_000);
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBe('acc');
    expect(window.localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('ref');
    expect(window.localStorage.getItem(SESSION_KEYS.tokenType)).toBe('Bearer');
    expect(window.localStorage.getItem(SESSION_KEYS.expiresIn)).toBe('300');
    expect(window.localStorage.getItem(SESSION_KEYS.tokenIssuedAt)).toBe('1000');
    expect(accessTokenExpiresAt(readStoredSession())).toBe(301_000);
  });

  it('ignores a stored guest id without the gid_ prefix', () => {
    window.localStorage.setItem(SESSION_KEYS.guestToken, 'not-a-guest');
    expect(readStoredSession().guestToken).toBeNull();
  });

  it('clears every stored auth value', () => {
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 300 });
    window.localStorage.setItem(SESSION_KEYS.guestToken, 'gid_x');
    clearAuthValues();
    for (const key of Object.values(SESSION_KEYS)) expect(window.localStorage.getItem(key)).toBeNull();
  });
});

describe('refresh scheduling', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes one minute before expiry', () => {
    expect(refreshDelayMs(600_000, 0)).toBe(540_000);
    expect(refreshDelayMs(30_000, 0)).toBe(0); // already inside the leeway: refresh now
  });

  it('fires the refresh at the leeway and not before, and can be cancelled', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const refresh = vi.fn();
    scheduleRefresh(start + 120_000, refresh);
    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    scheduleRefresh(Date.now() + 120_000, other).cancel();
    vi.advanceTimersByTime(120_000);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('session', () => {
  let session: Session | null = null;
  beforeEach(() => {
    session = null;
  });
  afterEach(() => {
    session?.stop();
    vi.useRealTimers();
  });

  it('requests a guest token when nobody is signed in, stores it and announces the guest', async () => {
    const { api, calls } = fakeApi();
    const states = recordAuthStates();
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    expect(calls).toEqual(['guest']);
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBe('gid_test1');
    expect(states).toEqual([{ status: 'anonymous' }, { status: 'guest', guestId: 'gid_test1' }]);
  });

  it('reuses a stored guest token instead of asking for a new one', async () => {
    window.localStorage.setItem(SESSION_KEYS.guestToken, 'gid_kept');
    const { api, calls } = fakeApi();
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    expect(calls).toEqual([]);
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_kept' });
  });

  it('stays anonymous (and logs) when the guest token cannot be had', async () => {
    const { api } = fakeApi({
      requestGuestToken: async () => {
        throw new Error('The shop could not be reached');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    expect(authState.current()).toEqual({ status: 'anonymous' });
    expect(logged).toHaveBeenCalled();
  });

  it('tries again quietly after a failed guest token request, later each time, and keeps the token it then gets', async () => {
    vi.useFakeTimers();
    const asked: Array<{ quiet?: boolean } | undefined> = [];
    let answers = 0;
    const { api } = fakeApi({
      requestGuestToken: async (options) => {
        asked.push(options);
        answers += 1;
        if (answers <= 2) throw new Error('The shop is very busy right now. Please try again in a moment.');
        return 'gid_later';
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session = startSession({ api, resetCart: async () => {}, random: () => 0.5 });
    await session.ready;
    expect(authState.current()).toEqual({ status: 'anonymous' });
    // The first retry within a cart change's 8 s wait: 5 s stretched by a tenth.
    await vi.advanceTimersByTimeAsync(5_499);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    // The second waits twice as long.
    await vi.advanceTimersByTimeAsync(10_999);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ quiet: false }, { quiet: true }, { quiet: true }]);
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_later' });
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBe('gid_later');
    // Nothing more is asked once the visitor has a token.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(3);
  });

  it('takes the token another tab was given instead of asking again, and stops trying once stopped', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const { api } = fakeApi({
      requestGuestToken: async () => {
        asked += 1;
        throw new Error('The shop could not be reached');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session = startSession({ api, resetCart: async () => {}, random: () => 0 });
    await session.ready;
    window.localStorage.setItem(SESSION_KEYS.guestToken, 'gid_other_tab');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toBe(1);
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_other_tab' });

    session.stop();
    clearAuthValues();
    session = startSession({ api, resetCart: async () => {}, random: () => 0 });
    await session.ready;
    session.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toBe(2);
  });

  it('on sign-in merges the guest cart first, then announces the visitor and removes the guest token', async () => {
    const { api, calls } = fakeApi();
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    const seen = recordAuthStates();
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 900 });
    signedIn.emit({ email: 'jo@example.com' });
    await vi.waitFor(() => expect(authState.current()).toEqual({ status: 'authenticated', email: 'jo@example.com' }));
    expect(calls).toEqual(['guest', 'merge:gid_test1:acc']);
    // Nobody heard of the sign-in before the merge was done (the cart re-reads on it).
    expect(seen.filter((state) => state.status === 'authenticated')).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.email)).toBe('jo@example.com');
  });

  it('keeps the sign-in when the merge fails, and says so', async () => {
    const { api } = fakeApi({
      mergeGuestCart: async () => {
        throw new Error('503');
      },
    });
    const notes: string[] = [];
    const stop = notify.subscribe((note) => notes.push(note.message));
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 900 });
    signedIn.emit({ email: 'jo@example.com' });
    await vi.waitFor(() => expect(authState.current()).toEqual({ status: 'authenticated', email: 'jo@example.com' }));
    expect(notes).toEqual([CART_MERGE_FAILED_MESSAGE]);
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBeNull();
    stop();
  });

  it('follows another tab: its sign-out signs this tab out without a second logout call', async () => {
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 900 });
    const { api, calls } = fakeApi();
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    expect(authState.current()?.status).toBe('authenticated');
    clearAuthValues();
    window.localStorage.setItem(SESSION_KEYS.guestToken, 'gid_other');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.accessToken, newValue: null }));
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_other' });
    expect(calls).not.toContain('logout');
  });

  it('on sign-out calls logout, clears every auth value, resets the cart and takes a new guest token', async () => {
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 900 });
    const { api, calls } = fakeApi();
    const resetCart = vi.fn(async () => {});
    session = startSession({ api, resetCart });
    await session.ready;
    expect(authState.current()).toEqual({ status: 'authenticated', email: null });

    signOutRequested.emit(undefined);
    await session.signOut(); // joins the sign-out in flight
    expect(calls).toEqual(['logout', 'guest']);
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBe('gid_test1');
    expect(resetCart).toHaveBeenCalledTimes(1);
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_test1' });
  });

  it('ignores a sign-out request from a visitor who is not signed in', async () => {
    const { api, calls } = fakeApi();
    session = startSession({ api, resetCart: async () => {} });
    await session.ready;
    signOutRequested.emit(undefined);
    await session.signOut();
    expect(calls).toEqual(['guest']);
    expect(window.localStorage.getItem(SESSION_KEYS.guestToken)).toBe('gid_test1');
  });

  it('signs out locally even when the logout call and the cart reset fail', async () => {
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 900 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi({
      logout: async () => {
        throw new Error('down');
      },
    });
    session = startSession({ api, resetCart: async () => Promise.reject(new Error('nobody answered')) });
    await session.signOut();
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_test1' });
  });

  it('refreshes the token one minute before expiry without touching the loading counter', async () => {
    vi.useFakeTimers();
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 120 }, Date.now());
    const { api, calls } = fakeApi();
    session = startSession({ api, resetCart: async () => {} });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['refresh:ref']);
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
    expect(window.localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-2');
    expect(authState.current()).toEqual({ status: 'authenticated', email: null });
  });

  it('signs out and resets the cart when the refresh fails', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeTokenSet({ accessToken: 'acc', refreshToken: 'ref', tokenType: 'Bearer', expiresIn: 30 }, Date.now());
    const resetCart = vi.fn(async () => {});
    const { api, calls } = fakeApi({
      refresh: async () => {
        throw new Error('Request failed with status 401');
      },
    });
    session = startSession({ api, resetCart });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['logout', 'guest']);
    expect(window.localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(resetCart).toHaveBeenCalledTimes(1);
    expect(authState.current()).toEqual({ status: 'guest', guestId: 'gid_test1' });
  });
});

describe('sign-in wanted', () => {
  it('takes the visitor to the login screen, remembering where to come back to', () => {
    window.history.replaceState(null, '', '/profile/orders');
    const stop = handleSignInWanted();
    signInWanted.emit({ returnTo: '/profile/orders' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?returnTo=%2Fprofile%2Forders');
    expect(window.history.state).toMatchObject({ from: '/profile/orders' });
    expect(loginUrl()).toBe('/login');
    stop();
  });
});
