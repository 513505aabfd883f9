/**
 * Step 1, 'Billing & shipping': e-mail, newsletter opt-in, billing address, an optional separate
 * shipping address, the FFL dealer (only with FFL items), the shipping method and Next.
 *
 * Drawn on the server, the form is empty and its controls wait for hydration (HydratedForm): what
 * the shopper typed earlier in this session fills it once the page has hydrated, and only then is
 * the form kept as they type, so the empty drawing never overwrites what was kept
 * (../billing/use-billing-forms.ts).
 */
import { type FormEvent, lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { CartLine, CartWithLines, ShippingMethod } from 'shared-contracts';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import { DATE_OF_BIRTH_MESSAGES } from 'shared-contracts/schemas/form-texts';
import { button } from 'shared-kit/buttons';
import { HydrateLater } from 'shared-kit/hydrate-later';
import { HydratedForm, HydrationGate } from 'shared-kit/server-render';
import { ContactSection } from '../billing/ContactSection';
import { checkBillingStep } from '../billing/check-billing-step';
import { DealerSection } from '../billing/DealerSection';
import { ShippingAddressSection } from '../billing/ShippingAddressSection';
import { summaryEntries } from '../billing/summary-entries';
import { type BillingForms, useBillingForms } from '../billing/use-billing-forms';
import { hasFflItems, hasOnlyFflItems } from '../cart-kind';
import { DateOfBirthSection } from '../compliance/DateOfBirthSection';
import { type LineCompliance, useLineCompliance } from '../compliance/use-line-compliance';
import { BILLING_FIELD_ORDER, BILLING_LABELS, DEALER_FIELD_ORDER, DEALER_LABELS } from '../field-labels';
import { preloadValidation } from '../load-validation';
import type { CheckoutForms } from '../prepare-payment';
import { AddressFields, BILLING_ADDRESS_FIELDS, fieldId } from './AddressFields';
import styles from './checkout-forms.module.css';
import { ShippingMethods, useShippingMethods } from './ShippingMethods';

const FormSummaries = lazy(() => import('./FormSummaries'));

interface BillingStepProps {
  cart: CartWithLines;
  /** False while the cart is read: Next waits for it. */
  cartLoaded: boolean;
  /** False while the page is as the server drew it (empty); the kept values come once it is true. */
  live: boolean;
  accountEmail: string | null;
  restrictedItems: CartLine[];
  onShowRestricted: () => void;
  /** The lines' compliance verdicts for what the form holds now (the page shows them on the lines). */
  onCompliance: (compliance: LineCompliance) => void;
  /** Runs the checks and the compute call; resolves once the outcome is handled. */
  onNext: (forms: CheckoutForms) => Promise<void>;
  /** Runs once the whole step is on the page: drawn, or hydrated (its billing address last). */
  onOnPage?: () => void;
}

// memo: the page's renders while it hydrates (its hooks' server values giving way) change none of
// its props, and skip the form.
export const BillingStep = memo(function BillingStep({
  cart,
  cartLoaded,
  live,
  accountEmail,
  restrictedItems,
  onShowRestricted,
  onCompliance,
  onNext,
  onOnPage,
}: BillingStepProps) {
  const hasFfl = hasFflItems(cart);
  const onlyFfl = hasOnlyFflItems(cart);
  const forms = useBillingForms({ live, accountEmail, onlyFfl });
  const { billingForm, dealerForm } = forms;
  const { register, watch, formState } = billingForm;
  const { methods, failed } = useShippingMethods();
  useFirstShippingMethod(forms, methods);

  // The dealer picker searches around where the shopper is: the shipping zip, else the billing zip.
  const sameAsBilling = watch('shippingSameAsBilling') !== false;
  const pickerZip = (sameAsBilling ? watch('zip') : watch('shippingZip')) ?? '';
  const compliance = useCompliance(cart, forms, hasFfl, sameAsBilling, cartLoaded && live);
  useEffect(() => onCompliance(compliance), [compliance, onCompliance]);
  const { busy, attempted, summaryRef, submit } = useNext(forms, hasFfl, compliance.asksDateOfBirth, onNext);
  const billingEntries = attempted
    ? summaryEntries(formState.errors, BILLING_FIELD_ORDER, BILLING_LABELS, 'billing')
    : [];
  const dealerEntries =
    attempted && hasFfl ? summaryEntries(dealerForm.formState.errors, DEALER_FIELD_ORDER, DEALER_LABELS, 'dealer') : [];

  return (
    <HydratedForm
      className={styles.form}
      onSubmit={submit}
      onFocus={preloadValidation}
      noValidate
      aria-labelledby="billing-step-title"
    >
      <h2 id="billing-step-title" className="visually-hidden">
        Billing &amp; shipping
      </h2>
      <div ref={summaryRef} tabIndex={-1} className={styles.summaries}>
        {(dealerEntries.length > 0 || billingEntries.length > 0 || restrictedItems.length > 0) && (
          <Suspense fallback={null}>
            <FormSummaries
              dealerEntries={dealerEntries}
              billingEntries={billingEntries}
              restrictedItems={restrictedItems}
              onShowRestricted={onShowRestricted}
            />
          </Suspense>
        )}
      </div>

      <ContactSection accountEmail={accountEmail} register={register} errors={formState.errors} />

      <section className={styles.section} aria-labelledby="billing-address-title">
        <h3 id="billing-address-title" className={styles.sectionTitle}>
          Billing address
        </h3>
        {/* Hydrated in a task of its own (the step was one long task), its controls waiting for it. */}
        <HydrateLater drawnId={fieldId('billing', BILLING_ADDRESS_FIELDS.firstName)} onOnPage={onOnPage}>
          <HydrationGate>
            <AddressFields
              prefix="billing"
              section="billing"
              names={BILLING_ADDRESS_FIELDS}
              register={register}
              errors={formState.errors}
              defaults={formState.defaultValues as Partial<BillingForm>}
            />
          </HydrationGate>
        </HydrateLater>
      </section>

      <ShippingAddressSection billingForm={billingForm} hasFfl={hasFfl} onlyFfl={onlyFfl} />

      {hasFfl && <DealerSection dealerForm={dealerForm} pickerZip={pickerZip} />}

      <section className={styles.section}>
        <ShippingMethods
          methods={methods}
          failed={failed}
          registration={register('shippingMethodId')}
          error={formState.errors.shippingMethodId}
        />
      </section>

      {compliance.asksDateOfBirth && <DateOfBirthSection register={register} errors={formState.errors} />}

      <div className={styles.actions}>
        <button
          type="submit"
          className={`${button('primary', { size: 'xl' })} ${styles.nextButton}`}
          disabled={busy || !cartLoaded}
          aria-busy={busy}
        >
          {busy ? 'Checking…' : 'Next'}
        </button>
      </div>
    </HydratedForm>
  );
});

/** The first method is preselected, so most shoppers never have to touch it. */
function useFirstShippingMethod({ billingForm, restored }: BillingForms, methods: ShippingMethod[]) {
  const { getValues, setValue } = billingForm;
  useEffect(() => {
    const first = methods[0];
    if (restored && first && !getValues('shippingMethodId')) setValue('shippingMethodId', String(first.id));
  }, [restored, methods, getValues, setValue]);
}

/**
 * Next: check the step (errors go to the summary, which takes the focus), then hand the forms to
 * the page's payment checks, busy until they are done.
 */
function useNext(
  { billingForm, dealerForm }: BillingForms,
  hasFfl: boolean,
  asksDateOfBirth: boolean,
  onNext: (forms: CheckoutForms) => Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const checked = await checkBillingStep(billingForm, dealerForm, hasFfl);
    // Optional in the schema (most carts never ask); required while a line has an age class.
    const dateMissing = asksDateOfBirth && !checked?.billing.dateOfBirth && !billingForm.getValues('dateOfBirth');
    if (dateMissing) billingForm.setError('dateOfBirth', { message: DATE_OF_BIRTH_MESSAGES.dateOfBirthNeeded });
    const forms = dateMissing ? null : checked;
    if (!forms) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      await onNext(forms);
    } finally {
      setBusy(false);
    }
  };
  return { busy, attempted, summaryRef, submit };
}

/** What the compliance rules read, as the form holds it now: the ship-to place, the dealer's, the date of birth. */
function useCompliance(
  cart: CartWithLines,
  { billingForm, dealerForm }: BillingForms,
  hasFfl: boolean,
  sameAsBilling: boolean,
  enabled: boolean,
): LineCompliance {
  const { watch } = billingForm;
  const shipTo = sameAsBilling
    ? { state: watch('state') ?? '', zip: watch('zip') ?? '' }
    : { state: watch('shippingState') ?? '', zip: watch('shippingZip') ?? '' };
  const dealer = hasFfl
    ? {
        state: dealerForm.watch('dealerState') ?? '',
        zip: dealerForm.watch('dealerZip') ?? '',
        dealerId: dealerForm.watch('dealerId') ?? null,
      }
    : null;
  return useLineCompliance(cart.items, { shipTo, dealer, dateOfBirth: watch('dateOfBirth') ?? '' }, enabled);
}
