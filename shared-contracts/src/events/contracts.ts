/**
 * Every event the remotes exchange. The owner in each name says who emits it; only the owner
 * emits a state event, everybody else subscribes.
 */
import type { Cart, CartLinePayload, CartWithLines } from '../api/cart';
import { defineCommand, defineSignal, defineStateEvent } from './bus';

// ---- auth (owner: shell) ----------------------------------------------------------------

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'guest'; guestId: string }
  | { status: 'authenticated'; email: string | null };

/** Who the visitor is. Replayed to late subscribers. */
export const authState = defineStateEvent<AuthState>('shell', 'auth-state');
/** The account remote signed somebody in: the shell stores the tokens and announces it. */
export const signedIn = defineSignal<{ email: string | null }>('account', 'signed-in');
/** Anybody asks to sign out. */
export const signOutRequested = defineSignal<void>('shell', 'sign-out-requested');
/** Anybody asks the visitor to sign in (e.g. the account area while anonymous). */
export const signInWanted = defineSignal<{ returnTo?: string }>('shell', 'sign-in-wanted');

// ---- cart (owner: checkout) ---------------------------------------------------------------

/**
 * The cart as the checkout remote last read it from the API, each line with its build and add-ons
 * (version 2: two 3D builds of one sku are two lines, issue 32). The checkout emits version 1
 * (`cartState`) with the same cart each time, so remotes that read version 1 (the shell's badge,
 * remotes built before version 2) keep working.
 */
export const cartStateV2 = defineStateEvent<CartWithLines>('checkout', 'cart-state', 2);
/** Version 1 of the cart state: the cart without its lines' builds. Emitted with every version 2. */
export const cartState = defineStateEvent<Cart>('checkout', 'cart-state');
/** Add a line; answers with the updated cart or rejects with the server's message. */
export const addCartItem = defineCommand<CartLinePayload, Cart>('checkout', 'add-item');
export const openCartDrawer = defineCommand<void, void>('checkout', 'open-drawer');
/** Forget the cart (sign-out, failed refresh) and re-read it for the new session. */
export const resetCart = defineCommand<void, void>('checkout', 'reset');

// ---- notifications (owner: shell) ---------------------------------------------------------

export type NotificationType = 'success' | 'error' | 'warning' | 'info';
export interface ShopNotification {
  type: NotificationType;
  message: string;
}
/** Show a banner. Setting one scrolls to top; it disappears after 10 s or on click. */
export const notify = defineSignal<ShopNotification>('shell', 'notification');

// ---- search (owner: catalog) -------------------------------------------------------------

export const toggleSearch = defineSignal<{ open?: boolean }>('catalog', 'search-toggle');

// ---- loading (owner: shell) --------------------------------------------------------------

/** Number of outstanding requests; the shell's loading bar shows while it is above zero. */
export const loadingCount = defineStateEvent<number>('shell', 'loading-count');

// ---- analytics (owner: whoever observes it; the shell forwards when consent allows) -----

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}
export type AnalyticsEvent =
  | { name: 'add_to_cart'; currency: 'USD'; value: number; items: AnalyticsItem[] }
  | { name: 'update_cart'; currency: 'USD'; value: number; items: AnalyticsItem[] }
  | { name: 'begin_checkout'; currency: 'USD'; value: number; items: AnalyticsItem[] }
  | {
      name: 'purchase';
      currency: 'USD';
      value: number;
      transaction_id: string;
      tax: number;
      shipping: number;
      items: AnalyticsItem[];
    }
  | { name: 'page_view'; path: string; title: string }
  | { name: 'inactivity'; seconds: number };

export const analytics = defineSignal<AnalyticsEvent>('shop', 'analytics');

/**
 * A remote's code failed inside its own boundary (its error view caught a render error, or a
 * lifecycle threw): the shell counts it against the remote's served version for the registry's
 * health (issue 28), so a canary that throws is rolled back.
 */
export const remoteError = defineSignal<{ remote: string; message: string }>('shop', 'remote-error');

/** Every contract, for documentation and contract tests. */
export const contracts = {
  authState,
  signedIn,
  signOutRequested,
  signInWanted,
  cartState,
  cartStateV2,
  addCartItem,
  openCartDrawer,
  resetCart,
  notify,
  toggleSearch,
  loadingCount,
  analytics,
  remoteError,
};
