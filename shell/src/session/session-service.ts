/**
 * The shell's session (000 sections 4 and 7): restores the stored session, makes sure a visitor
 * who is not signed in holds a guest token, follows sign-in and sign-out, and refreshes the access
 * token one minute before it expires. Every change is announced on the `authState` event.
 */
import {
  type AuthState,
  authState,
  notify,
  resetCart,
  SESSION_KEYS,
  signedIn,
  signOutRequested,
} from 'shared-contracts';
import { writePageHintsCookie } from 'shared-contracts/session/page-hints-cookie';
import { createStore } from '../lib/store';
import { type AuthApi, httpAuthApi } from './auth-api';
import { type AuthEvent, INITIAL_AUTH_STATE, needsGuestToken, nextAuthState } from './auth-state-machine';
import { type RefreshTimer, scheduleRefresh } from './refresh-schedule';
import {
  accessTokenExpiresAt,
  clearAuthValues,
  readStoredSession,
  removeGuestToken,
  storeEmail,
  storeGuestToken,
  storeTokenSet,
} from './token-storage';

/**
 * After a guest token request failed (the shop was very busy, 429, or could not be reached), the next
 * tries, quietly: the visitor was told once. A cart change waits 8 s for a token, so the first retry
 * comes within it; each wait is stretched by up to a fifth at random, so that the visitors a busy
 * shop turned away do not all come back in the same second.
 */
export const GUEST_RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000] as const;

export const CART_MERGE_FAILED_MESSAGE =
  'You are signed in, but the items of your guest cart could not be added to your cart. Please add them again.';

/** True while the session is being established or torn down (the loading bar shows). */
export const authLoading = createStore(false);

export interface SessionOptions {
  api?: AuthApi;
  now?: () => number;
  /** Forget the cart of the old session; best-effort (the checkout remote may be down). */
  resetCart?: () => Promise<unknown>;
  /** A number in [0, 1): how much of a fifth a retry's wait is stretched by. */
  random?: () => number;
}

export interface Session {
  /** Resolves when the boot work (guest token) is done, successfully or not. */
  ready: Promise<void>;
  signOut(): Promise<void>;
  refreshNow(): Promise<void>;
  stop(): void;
}

export function startSession({
  api = httpAuthApi,
  now = Date.now,
  resetCart: reset = () => resetCart.send(undefined),
  random = Math.random,
}: SessionOptions = {}): Session {
  let state: AuthState = INITIAL_AUTH_STATE;
  let timer: RefreshTimer | null = null;
  let guestRequest: Promise<void> | null = null;
  let guestRetry: ReturnType<typeof setTimeout> | null = null;
  let guestFailures = 0;
  let stopped = false;
  let signingOut: Promise<void> | null = null;

  const dispatch = (event: AuthEvent) => {
    const next = nextAuthState(state, event);
    // The first state is always announced; later ones only when they change.
    const changed = event.type === 'restored' || JSON.stringify(next) !== JSON.stringify(state);
    state = next;
    if (changed) authState.emit(state);
  };

  const withAuthLoading = async <T>(work: () => Promise<T>): Promise<T> => {
    authLoading.set(true);
    try {
      return await work();
    } finally {
      authLoading.set(false);
    }
  };

  const retryGuestTokenLater = () => {
    if (stopped || guestRetry) return;
    const wait = GUEST_RETRY_DELAYS_MS[Math.min(guestFailures, GUEST_RETRY_DELAYS_MS.length - 1)] ?? 60_000;
    guestFailures += 1;
    guestRetry = setTimeout(
      () => {
        guestRetry = null;
        void ensureGuestToken({ quiet: true });
      },
      Math.round(wait * (1 + random() / 5)),
    );
  };

  const ensureGuestToken = ({ quiet = false } = {}): Promise<void> => {
    if (!needsGuestToken(state)) return Promise.resolve();
    // Another tab of this visitor may have been given one meanwhile.
    const kept = readStoredSession().guestToken;
    if (kept) {
      dispatch({ type: 'guest-issued', guestId: kept });
      return Promise.resolve();
    }
    const attempt = async () => {
      try {
        const guestId = await api.requestGuestToken({ quiet });
        guestFailures = 0;
        if (state.status === 'authenticated') return; // signed in meanwhile: the guest id is not needed
        storeGuestToken(guestId);
        dispatch({ type: 'guest-issued', guestId });
      } catch (error) {
        // The shared handler told the visitor the first time; the shop browses without a cart
        // until a later try gets a token.
        console.error('[shell] guest token request failed:', error instanceof Error ? error.message : error);
        retryGuestTokenLater();
      }
    };
    guestRequest ??= (quiet ? attempt() : withAuthLoading(attempt)).finally(() => {
      guestRequest = null;
    });
    return guestRequest;
  };

  const armRefresh = () => {
    timer?.cancel();
    timer = null;
    const stored = readStoredSession();
    const expiresAt = accessTokenExpiresAt(stored);
    if (!stored.accessToken || !stored.refreshToken || expiresAt === null) return;
    timer = scheduleRefresh(expiresAt, () => void refreshNow(), now);
  };

  const signOut = (): Promise<void> => {
    // Nobody signed in: nothing to sign out of (a guest keeps its guest token and cart).
    if (!signingOut && state.status !== 'authenticated' && !readStoredSession().accessToken) return Promise.resolve();
    signingOut ??= withAuthLoading(async () => {
      timer?.cancel();
      timer = null;
      if (readStoredSession().accessToken) {
        await api.logout().catch((error: unknown) => {
          console.warn('[shell] logout call failed (signing out locally):', error);
        });
      }
      clearAuthValues();
      dispatch({ type: 'signed-out' });
      await ensureGuestToken();
      reset().catch((error: unknown) => {
        console.warn('[shell] cart reset not answered:', error instanceof Error ? error.message : error);
      });
    }).finally(() => {
      signingOut = null;
    });
    return signingOut;
  };

  async function refreshNow(): Promise<void> {
    const { refreshToken } = readStoredSession();
    if (!refreshToken) return signOut();
    try {
      const tokens = await api.refresh(refreshToken);
      storeTokenSet(tokens, now());
      armRefresh();
    } catch (error) {
      console.error('[shell] session refresh failed, signing out:', error instanceof Error ? error.message : error);
      await signOut();
    }
  }

  /**
   * The account remote stored a fresh token set. The guest's cart joins the customer's cart before
   * anybody hears of the sign-in (the cart service reloads on the auth state and must find the
   * merged cart); a merge that fails keeps the sign-in and says so.
   */
  const onSignedIn = ({ email }: { email: string | null }) =>
    withAuthLoading(async () => {
      const stored = readStoredSession();
      if (!stored.accessToken) {
        console.warn('[shell] signed-in announced without stored tokens; ignored');
        return;
      }
      await guestRequest?.catch(() => undefined);
      const guestId = readStoredSession().guestToken;
      if (guestId) {
        await api.mergeGuestCart(guestId).catch((error: unknown) => {
          console.error('[shell] guest cart merge failed:', error instanceof Error ? error.message : error);
          notify.emit({ type: 'error', message: CART_MERGE_FAILED_MESSAGE });
        });
      }
      removeGuestToken();
      if (email) storeEmail(email);
      dispatch({ type: 'signed-in', email: email ?? stored.email });
      armRefresh();
    });

  /**
   * Another tab changed the session: it refreshed (re-arm from the stored set, never reuse the
   * rotated token), signed in, or signed out (follow without calling logout again).
   */
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEYS.accessToken && event.key !== null) return;
    const stored = readStoredSession();
    if (stored.accessToken) {
      if (state.status !== 'authenticated') dispatch({ type: 'signed-in', email: stored.email });
      armRefresh();
    } else if (state.status === 'authenticated') {
      timer?.cancel();
      timer = null;
      dispatch({ type: 'signed-out' });
      if (stored.guestToken) dispatch({ type: 'guest-issued', guestId: stored.guestToken });
    }
  };
  window.addEventListener('storage', onStorage);

  const unsubscribers = [
    signedIn.subscribe((payload) => void onSignedIn(payload)),
    signOutRequested.subscribe(() => void signOut()),
    () => window.removeEventListener('storage', onStorage),
  ];

  dispatch({ type: 'restored', session: readStoredSession() });
  // Renewed on every start, and written for a session kept from before the cookie (decision 0067).
  writePageHintsCookie();
  if (state.status === 'authenticated') armRefresh();
  const ready = ensureGuestToken();

  return {
    ready,
    signOut,
    refreshNow,
    stop() {
      timer?.cancel();
      stopped = true;
      if (guestRetry) clearTimeout(guestRetry);
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
