/**
 * The shell's session (000 sections 4 and 7): restores the stored session, makes sure a visitor
 * who is not signed in holds a guest token, follows sign-in and sign-out, and refreshes the access
 * token one minute before it expires. Every change is announced on the `authState` event.
 */
import { type AuthState, authState, resetCart, signedIn, signOutRequested } from 'shared-contracts';
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

/** True while the session is being established or torn down (the loading bar shows). */
export const authLoading = createStore(false);

export interface SessionOptions {
  api?: AuthApi;
  now?: () => number;
  /** Forget the cart of the old session; best-effort (the checkout remote may be down). */
  resetCart?: () => Promise<unknown>;
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
}: SessionOptions = {}): Session {
  let state: AuthState = INITIAL_AUTH_STATE;
  let timer: RefreshTimer | null = null;
  let guestRequest: Promise<void> | null = null;
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

  const ensureGuestToken = (): Promise<void> => {
    if (!needsGuestToken(state)) return Promise.resolve();
    guestRequest ??= withAuthLoading(async () => {
      try {
        const guestId = await api.requestGuestToken();
        if (state.status === 'authenticated') return; // signed in meanwhile: the guest id is not needed
        storeGuestToken(guestId);
        dispatch({ type: 'guest-issued', guestId });
      } catch (error) {
        // The shared handler already told the visitor; the shop still browses without a cart.
        console.error('[shell] guest token request failed:', error instanceof Error ? error.message : error);
      }
    }).finally(() => {
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

  const onSignedIn = ({ email }: { email: string | null }) => {
    const stored = readStoredSession();
    if (!stored.accessToken) {
      console.warn('[shell] signed-in announced without stored tokens; ignored');
      return;
    }
    removeGuestToken();
    if (email) storeEmail(email);
    dispatch({ type: 'signed-in', email: email ?? stored.email });
    armRefresh();
  };

  const unsubscribers = [signedIn.subscribe(onSignedIn), signOutRequested.subscribe(() => void signOut())];

  dispatch({ type: 'restored', session: readStoredSession() });
  if (state.status === 'authenticated') armRefresh();
  const ready = ensureGuestToken();

  return {
    ready,
    signOut,
    refreshNow,
    stop() {
      timer?.cancel();
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
