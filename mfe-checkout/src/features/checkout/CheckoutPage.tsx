/**
 * /checkout?stepId=billing|payment (000, sections 2, 4 and 5). Billing moves to payment only when
 * the forms validate, the restricted-items check passes, the cart has items and the compute call
 * answers items. Opened straight on the payment step (a reload), the stored forms are checked
 * again the same way, and anything missing sends the shopper back to billing.
 *
 * The shell's server draws the page for nobody (src/server/render-page.tsx): the steps and an
 * empty billing form, the order summary waiting for the cart. The browser hydrates that same view,
 * then shows the visitor's own: their cart, their sign-in, what they typed earlier
 * (docs/decisions/0022).
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  analytics,
  BRAND,
  type CartLine,
  type CartWithLines,
  type CheckoutStep,
  emptyGuestCartWithLines,
  handleLinkClick,
  notify,
} from 'shared-contracts';
import { isSignedIn, useAuthState } from 'shared-contracts/kit/auth-state';
import { button } from 'shared-contracts/kit/buttons';
import { useHydrated } from 'shared-contracts/kit/server-render';
import type { CardForm } from 'shared-contracts/schemas/checkout';
import { analyticsItems } from '../../shared/analytics';
import { removeItems, resetAndRefreshCart } from '../../shared/cart-actions';
import { cartAtom, cartLoadedAtom, storeCart } from '../../shared/cart-store';
import { navigate, useCurrentLocation } from '../../shared/location';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { PageLoading } from '../../shared/ui/PageLoading';
import styles from './CheckoutPage.module.css';
import { hasFflItems } from './cart-kind';
import { OrderSummary } from './components/OrderSummary';
import { ProgressSteps } from './components/ProgressSteps';
import { initialBilling, initialDealer } from './form-defaults';
import { clearStoredForms } from './form-storage';
import { CHECKOUT_PART_UNAVAILABLE, loadValidation } from './load-validation';
import type { CheckoutForms, PrepareOutcome } from './prepare-payment';

// The form (and its form library) is its own chunk: a confirmation never loads it. Opening
// /checkout starts it at once, beside the cart read, so the form renders as soon as the cart is
// known instead of suspending once more (the shell's server already preloads its files).
const billingStep = import(/* webpackChunkName: "checkout-billing" */ './components/BillingStep');
billingStep.catch(() => undefined); // a failure shows when the step renders (Suspense, error view)
const BillingStep = lazy(() => billingStep.then((m) => ({ default: m.BillingStep })));
// Not needed to show the billing step, so a cold /checkout does not load them.
const PaymentStep = lazy(() => import('./components/PaymentStep').then((m) => ({ default: m.PaymentStep })));
const RestrictedItemsModal = lazy(() =>
  import('./components/RestrictedItemsModal').then((m) => ({ default: m.RestrictedItemsModal })),
);

export const RESTRICTED_REMOVED_TOAST = 'All restricted items have been removed from your cart';
export const ALL_ITEMS_REMOVED_TOAST = 'All Items have been removed from your cart';

/** The cart while it is not known (drawn on the server, hydrating, or still being read). */
const CHECKOUT_TRAIL = [{ label: 'Checkout', url: '/checkout' }];

const NO_CART: CartWithLines = emptyGuestCartWithLines();

export function stepOf(params: URLSearchParams): CheckoutStep {
  return params.get('stepId') === 'payment' ? 'payment' : 'billing';
}

/** The stored forms, if they still pass the shared schemas (used when opening the payment step directly). */
async function storedForms(needsDealer: boolean, accountEmail: string | null): Promise<CheckoutForms | null> {
  try {
    const { billingFormSchema, dealerFormSchema } = await loadValidation();
    const billing = await billingFormSchema.validate(initialBilling(accountEmail), { stripUnknown: true });
    const dealer = needsDealer ? await dealerFormSchema.validate(initialDealer(), { stripUnknown: true }) : null;
    return { billing, dealer };
  } catch {
    return null;
  }
}

/**
 * The checks before the payment step (restricted items, the compute call), fetched at Next: they
 * bring the shared schemas' cart rules, which the billing form does not need to show.
 */
async function prepare(cart: CartWithLines, forms: CheckoutForms): Promise<PrepareOutcome> {
  let module: typeof import('./prepare-payment');
  try {
    module = await import('./prepare-payment');
  } catch {
    notify.emit({ type: 'error', message: `Error: ${CHECKOUT_PART_UNAVAILABLE}` });
    return { kind: 'failed' };
  }
  return module.prepareForPayment(cart, forms);
}

export default function CheckoutPage() {
  const step = stepOf(useCurrentLocation().search);
  // Drawn on the server, the page is hydrated as it was drawn: for nobody, with no cart. The
  // visitor's own (their cart, their sign-in, their kept form) follows as a transition, which React
  // renders in slices, once the billing step's code is there (so its part hydrates first).
  const [live, setLive] = useState(useHydrated());
  useEffect(() => {
    if (!live) void billingStep.finally(() => startTransition(() => setLive(true)));
  }, [live]);
  const storedCart = useAtomValue(cartAtom);
  const loaded = useAtomValue(cartLoadedAtom) && live;
  const cart = loaded ? storedCart : NO_CART;
  const knownAuth = useAuthState();
  const auth = live ? knownAuth : undefined;
  const accountEmail = isSignedIn(auth) ? auth.email : null;
  const [forms, setForms] = useState<CheckoutForms | null>(null);
  const [restricted, setRestricted] = useState<CartLine[]>([]);
  const [modalOpen, setModalOpen] = useState(false);
  const [placed, setPlaced] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Checkout | ${BRAND.name}`;
  }, []);

  const goTo = useCallback((next: CheckoutStep, replace = false) => {
    navigate(`/checkout?stepId=${next}`, { replace });
    window.scrollTo({ top: 0 });
  }, []);

  const handleOutcome = useCallback(
    (outcome: PrepareOutcome, prepared: CheckoutForms) => {
      switch (outcome.kind) {
        case 'ready':
          storeCart(outcome.cart);
          setRestricted([]);
          setForms(prepared);
          if (step !== 'payment') goTo('payment');
          return;
        case 'restricted':
          setRestricted(outcome.items);
          setModalOpen(true);
          if (step !== 'billing') goTo('billing', true);
          return;
        case 'empty':
          // The cart was emptied elsewhere (another tab): show it as it is now.
          if (outcome.cart) storeCart(outcome.cart);
          if (step !== 'billing') goTo('billing', true);
          return;
        case 'failed':
          if (step !== 'billing') goTo('billing', true);
          return;
      }
    },
    [goTo, step],
  );

  // Stable while nothing changes, so the billing step (memo) is not rendered again for nothing.
  const onNext = useCallback(
    async (prepared: CheckoutForms) => {
      if (!loaded) return; // Next waits for the cart (it is disabled until then)
      handleOutcome(await prepare(cart, prepared), prepared);
    },
    [loaded, cart, handleOutcome],
  );
  const showRestricted = useCallback(() => setModalOpen(true), []);

  // Opened on the payment step without passing Next in this visit: re-check the stored forms.
  const guardRan = useRef(false);
  useEffect(() => {
    if (step !== 'payment' || forms || !loaded || guardRan.current || placed) return;
    guardRan.current = true;
    const check = async (): Promise<boolean> => {
      const stored = await storedForms(hasFflItems(cart), accountEmail);
      if (!stored) {
        goTo('billing', true);
        return false;
      }
      const outcome = await prepare(cart, stored);
      handleOutcome(outcome, stored);
      return outcome.kind === 'ready';
    };
    // Once the forms passed, the guard is done for this visit: `forms` may be committed a render
    // later (while the payment step's code loads), and a guard run in between would compute again.
    // Otherwise it may run again (the shopper comes back to the payment step without Next).
    void check().then(
      (ready) => {
        if (!ready) guardRan.current = false;
      },
      () => {
        guardRan.current = false;
      },
    );
  }, [step, forms, loaded, cart, accountEmail, goTo, handleOutcome, placed]);

  const removeRestricted = async () => {
    try {
      const after = await removeItems(restricted);
      setRestricted([]);
      setModalOpen(false);
      notify.emit({ type: 'success', message: RESTRICTED_REMOVED_TOAST });
      if (after.items.length === 0) {
        notify.emit({ type: 'warning', message: ALL_ITEMS_REMOVED_TOAST });
        navigate('/');
      }
    } catch {
      // The shared error handler showed the server's message; the modal stays open.
    }
  };

  const onPlaceOrder = async (card: CardForm) => {
    if (!forms) return;
    const { placeOrder } = await import('./place-order');
    const outcome = await placeOrder(cart, forms, card);
    if (outcome.kind === 'restricted') {
      setRestricted(outcome.items);
      setModalOpen(true);
      goTo('billing');
      return;
    }
    if (outcome.kind !== 'placed') return;
    setPlaced(true);
    clearStoredForms();
    analytics.emit({
      name: 'purchase',
      currency: 'USD',
      value: cart.totalAmount,
      transaction_id: String(outcome.orderId),
      tax: cart.taxAmount,
      shipping: cart.shipping,
      items: analyticsItems(cart),
    });
    navigate(`/confirm/${outcome.orderId}`);
    // The paid cart is gone on the server: read the session's new (empty) cart.
    void resetAndRefreshCart().catch(() => undefined);
  };

  if (loaded && cart.items.length === 0 && !placed) {
    return (
      <div className={styles.page}>
        <PageCrumbs trail={CHECKOUT_TRAIL} className={styles.crumbs} />
        <div className={styles.empty}>
          <h1 className={styles.title}>Checkout</h1>
          <p>There are no products in the cart</p>
          <a href="/" className={button('primary', { size: 'xl' })} onClick={(event) => handleLinkClick(event, '/')}>
            Continue shopping
          </a>
        </div>
      </div>
    );
  }

  const showPayment = step === 'payment' && forms;
  return (
    // Drawn for nobody (server, hydration), the sign-in offer is hidden from a visitor the shell's
    // page marked as signed in before its first paint, so it does not show and then go.
    <div className={styles.page} ref={topRef} data-server-view={live ? undefined : ''}>
      <PageCrumbs trail={CHECKOUT_TRAIL} className={styles.crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>Checkout</h1>
        {!isSignedIn(auth) && (
          <p className={styles.signIn}>
            <span>Have an account?</span>
            <a
              href="/login?returnTo=%2Fcheckout"
              className={button('secondary', { size: 'xl' })}
              onClick={(event) => handleLinkClick(event, '/login?returnTo=%2Fcheckout')}
            >
              Sign in
            </a>
          </p>
        )}
      </header>
      <ProgressSteps step={step} onBilling={() => goTo('billing')} />
      <div className={styles.columns}>
        {/* First in the page, so a phone's summary bar (drawn above the form) arrives before the form
            as the page streams in: the form is never drawn where the bar then goes. */}
        <aside className={styles.aside} aria-label="Order summary">
          <OrderSummary
            cart={cart}
            pending={!loaded}
            note={
              step === 'billing'
                ? 'Shipping and tax are calculated for your address when you continue to payment.'
                : undefined
            }
          />
        </aside>
        <div className={styles.main}>
          {step === 'billing' && (
            <Suspense fallback={<PageLoading />}>
              <BillingStep
                cart={cart}
                cartLoaded={loaded}
                live={live}
                accountEmail={accountEmail}
                restrictedItems={restricted}
                onShowRestricted={showRestricted}
                onNext={onNext}
              />
            </Suspense>
          )}
          {showPayment && (
            <Suspense fallback={<PageLoading />}>
              <PaymentStep cart={cart} forms={forms} onBack={() => goTo('billing')} onPlaceOrder={onPlaceOrder} />
            </Suspense>
          )}
          {step === 'payment' && !forms && <PageLoading label="Checking your details…" />}
        </div>
      </div>
      {modalOpen && restricted.length > 0 && (
        <Suspense fallback={null}>
          <RestrictedItemsModal
            items={restricted}
            onRemoveItems={removeRestricted}
            onUpdateAddress={() => setModalOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
