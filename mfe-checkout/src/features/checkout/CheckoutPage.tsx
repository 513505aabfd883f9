/**
 * /checkout?stepId=billing|payment (000, sections 2, 4 and 5). Billing moves to payment only when
 * the forms validate, the restricted-items check passes, the cart has items and the compute call
 * answers items. Opened straight on the payment step (a reload), the stored forms are checked
 * again the same way, and anything missing sends the shopper back to billing.
 *
 * The shell's server draws the page for nobody (src/server/render-page.tsx): the steps and an
 * empty billing form, the order summary waiting for the cart. The browser hydrates that same view,
 * then shows the visitor's own: their cart, their sign-in, what they typed earlier
 * (checkout-page/use-checkout-view.ts, docs/decisions/0022).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BRAND, type CheckoutStep } from 'shared-contracts';
import type { CardForm } from 'shared-contracts/schemas/checkout';
import { isSignedIn } from 'shared-kit/auth-state';
import { storeCart } from '../../shared/cart-store';
import { navigate, useCurrentLocation } from '../../shared/location';
import { PageCrumbs } from '../../shared/ui/PageCrumbs';
import { PageLoading } from '../../shared/ui/PageLoading';
import styles from './CheckoutPage.module.css';
import { CheckoutHeader } from './checkout-page/CheckoutHeader';
import { EmptyCheckout } from './checkout-page/EmptyCheckout';
import { finishOrder } from './checkout-page/finish-order';
import { prepare } from './checkout-page/prepare';
import { CHECKOUT_TRAIL } from './checkout-page/trail';
import { useCheckoutView } from './checkout-page/use-checkout-view';
import { usePaymentGuard } from './checkout-page/use-payment-guard';
import { useRestrictedItems } from './checkout-page/use-restricted-items';
import { type LineRefusals, NO_REFUSALS } from './compliance/compliance-api';
import type { LineCompliance } from './compliance/use-line-compliance';
import { OrderSummary } from './components/OrderSummary';
import { ProgressSteps } from './components/ProgressSteps';
import type { CheckoutForms, PrepareOutcome } from './prepare-payment';

// The form (and its form library) is its own chunk: a confirmation never loads it. Opening
// /checkout starts it at once, beside the cart read, so the form renders as soon as the cart is
// known instead of suspending once more (the shell's server already preloads its files).
const billingStep = import(/* webpackChunkName: "checkout-billing" */ './components/BillingStep');
billingStep.catch(() => undefined); // a failure shows when the step renders (Suspense, error view)
// Settled once the billing step is on the page (hydrated on a cold /checkout, its billing address
// last: BillingStep's onOnPage). The page goes live after that, so the step hydrates with the props
// the server drew it with: Preact (the default renderer) would adopt the server's drawing with
// later props and leave Next disabled.
let billingStepShown = () => {};
const billingStepOnPage = new Promise<void>((resolve) => {
  billingStepShown = resolve;
});
const BillingStep = lazy(() => billingStep.then((m) => ({ default: m.BillingStep })));
// Not needed to show the billing step, so a cold /checkout does not load them.
const PaymentStep = lazy(() => import('./components/PaymentStep').then((m) => ({ default: m.PaymentStep })));
const RestrictedItemsModal = lazy(() =>
  import('./components/RestrictedItemsModal').then((m) => ({ default: m.RestrictedItemsModal })),
);

/**
 * A line that only waits for the date of birth is not refused: the date field asks for it (and Next
 * requires it), so its line does not turn red before the buyer has had a chance to type it.
 */
function withoutDateOfBirthRequests(refusals: LineRefusals): LineRefusals {
  const refused = [...refusals].flatMap(([id, reasons]) => {
    const left = reasons.filter((reason) => reason.needs !== 'dateOfBirth');
    return left.length > 0 ? [[id, left] as const] : [];
  });
  return new Map(refused);
}

export function stepOf(params: URLSearchParams): CheckoutStep {
  return params.get('stepId') === 'payment' ? 'payment' : 'billing';
}

export default function CheckoutPage() {
  const step = stepOf(useCurrentLocation().search);
  const { live, loaded, cart, auth, accountEmail } = useCheckoutView(billingStepOnPage);
  const [forms, setForms] = useState<CheckoutForms | null>(null);
  const [placed, setPlaced] = useState(false);
  const restricted = useRestrictedItems();
  const { showRestricted, clearRestricted } = restricted;
  // The billing step's live verdicts, shown on the summary's lines while the shopper types. After
  // the order's 400 the page is back on billing, whose check of the same form answers the same
  // refusals (one evaluator); the server's own reasons are listed in the modal.
  const [liveRefusals, setLiveRefusals] = useState<LineRefusals>(NO_REFUSALS);
  const onCompliance = useCallback(
    (compliance: LineCompliance) => setLiveRefusals(withoutDateOfBirthRequests(compliance.refusals)),
    [],
  );
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = `Checkout | ${BRAND.name}`;
  }, []);
  // A page that does not show the billing step (a cold ?stepId=payment) goes live with its code.
  useEffect(() => {
    if (step !== 'billing') void billingStep.finally(billingStepShown);
  }, [step]);

  const goTo = useCallback((next: CheckoutStep, replace = false) => {
    navigate(`/checkout?stepId=${next}`, { replace });
    window.scrollTo({ top: 0 });
  }, []);

  // Where the payment checks send the shopper: on to payment, or back to billing.
  const handleOutcome = useCallback(
    (outcome: PrepareOutcome, prepared: CheckoutForms) => {
      switch (outcome.kind) {
        case 'ready':
          storeCart(outcome.cart);
          clearRestricted();
          setForms(prepared);
          if (step !== 'payment') goTo('payment');
          return;
        case 'restricted':
          showRestricted(outcome.items, outcome.reasons);
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
    [goTo, step, clearRestricted, showRestricted],
  );

  // Stable while nothing changes, so the billing step (memo) is not rendered again for nothing.
  const onNext = useCallback(
    async (prepared: CheckoutForms) => {
      if (!loaded) return; // Next waits for the cart (it is disabled until then)
      handleOutcome(await prepare(cart, prepared), prepared);
    },
    [loaded, cart, handleOutcome],
  );

  usePaymentGuard({ step, forms, loaded, placed, cart, accountEmail, goTo, handleOutcome });

  const onPlaceOrder = async (card: CardForm) => {
    if (!forms) return;
    const { placeOrder } = await import('./place-order');
    const outcome = await placeOrder(cart, forms, card);
    if (outcome.kind === 'restricted') {
      showRestricted(outcome.items, outcome.reasons);
      goTo('billing');
      return;
    }
    if (outcome.kind !== 'placed') return;
    setPlaced(true);
    finishOrder(cart, outcome.orderId);
  };

  if (loaded && cart.items.length === 0 && !placed) return <EmptyCheckout />;

  const showPayment = step === 'payment' && forms;
  return (
    <div className={styles.page} ref={topRef} data-server-view={live ? undefined : ''}>
      <PageCrumbs trail={CHECKOUT_TRAIL} className={styles.crumbs} />
      <CheckoutHeader signedIn={isSignedIn(auth)} />
      <ProgressSteps step={step} onBilling={() => goTo('billing')} />
      <div className={styles.columns}>
        {/* First in the page, so a phone's summary bar (drawn above the form) arrives before the form
            as the page streams in: the form is never drawn where the bar then goes. */}
        <aside className={styles.aside} aria-label="Order summary">
          <OrderSummary
            cart={cart}
            pending={!loaded}
            refusals={step === 'billing' ? liveRefusals : undefined}
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
                restrictedItems={restricted.restricted}
                onShowRestricted={restricted.openModal}
                onCompliance={onCompliance}
                onNext={onNext}
                onOnPage={billingStepShown}
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
      {restricted.modalOpen && restricted.restricted.length > 0 && (
        <Suspense fallback={null}>
          <RestrictedItemsModal
            items={restricted.restricted}
            reasons={restricted.reasons}
            onRemoveItems={restricted.removeRestricted}
            onUpdateAddress={restricted.closeModal}
          />
        </Suspense>
      )}
    </div>
  );
}
