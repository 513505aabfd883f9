/**
 * What the checkout page shows, and when. Drawn on the server, the page is hydrated as it was
 * drawn: for nobody, with no cart. The visitor's own (their cart, their sign-in, their kept form)
 * follows as a transition, which React renders in slices, once the billing step is on the page
 * (hydrated as it was drawn; docs/decisions/0022 and 0051).
 */
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { type CartWithLines, emptyGuestCartWithLines } from 'shared-contracts';
import { type AuthState, isSignedIn, useAuthState } from 'shared-kit/auth-state';
import { useHydrated } from 'shared-kit/server-render';
import { yieldToMain } from 'shared-kit/yield-to-main';
import { cartAtom, cartLoadedAtom } from '../../../shared/cart-store';

/** The cart while it is not known (drawn on the server, hydrating, or still being read). */
const NO_CART: CartWithLines = emptyGuestCartWithLines();

export interface CheckoutView {
  /** False while the page is as the server drew it. */
  live: boolean;
  /** The visitor's cart has been read (and the page is live). */
  loaded: boolean;
  cart: CartWithLines;
  /** Unknown (undefined) while the page is as the server drew it. */
  auth: AuthState | undefined;
  accountEmail: string | null;
}

export function useCheckoutView(billingStepOnPage: Promise<unknown>): CheckoutView {
  const [live, setLive] = useState(useHydrated());
  useEffect(() => {
    if (!live) void billingStepOnPage.finally(() => startTransition(() => setLive(true)));
  }, [live, billingStepOnPage]);
  // The cart follows in a task of its own: the visitor's sign-in and kept form, then their cart's
  // lines and checks, each one render (the two in one were the page's longest task after hydrating).
  const [cartShown, setCartShown] = useState(live);
  useEffect(() => {
    if (live && !cartShown) void yieldToMain().then(() => startTransition(() => setCartShown(true)));
  }, [live, cartShown]);
  const storedCart = useAtomValue(cartAtom);
  const loaded = useAtomValue(cartLoadedAtom) && live && cartShown;
  const knownAuth = useAuthState();
  const auth = live ? knownAuth : undefined;
  return {
    live,
    loaded,
    cart: loaded ? storedCart : NO_CART,
    auth,
    accountEmail: isSignedIn(auth) ? auth.email : null,
  };
}
