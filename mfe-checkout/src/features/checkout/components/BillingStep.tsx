/**
 * Step 1, 'Billing & shipping': e-mail, newsletter opt-in, billing address, an optional separate
 * shipping address, the FFL dealer (only with FFL items), the shipping method and Next.
 *
 * Drawn on the server, the form is empty and its controls wait for hydration (HydratedForm): what
 * the shopper typed earlier in this session fills it once the page has hydrated, and only then is
 * the form kept as they type, so the empty drawing never overwrites what was kept.
 */
import {
  type ComponentType,
  type FormEvent,
  lazy,
  memo,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { type Cart, type CartItem, handleLinkClick, notify } from 'shared-contracts';
import type { DealerLocation } from 'shared-contracts/api/dealers';
import { COUNTRY } from 'shared-contracts/domain/us-states';
import { button } from 'shared-contracts/kit/buttons';
import type { FragmentSlotProps } from 'shared-contracts/kit/fragment-slot';
import { HydratedForm } from 'shared-contracts/kit/server-render';
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';
import { accountAddresses, prefillFromAddresses } from '../account-prefill';
import { hasFflItems, hasOnlyFflItems } from '../cart-kind';
import { BILLING_FIELD_ORDER, BILLING_LABELS, DEALER_FIELD_ORDER, DEALER_LABELS } from '../field-labels';
import { BILLING_DEFAULTS, DEALER_DEFAULTS, initialBilling, initialDealer } from '../form-defaults';
import { storeForm } from '../form-storage';
import { deferredResolver, preloadValidation } from '../load-validation';
import { formatUsPhone } from '../phone';
import type { CheckoutForms } from '../prepare-payment';
import { AddressFields, BILLING_ADDRESS_FIELDS, fieldId, SHIPPING_ADDRESS_FIELDS } from './AddressFields';
import styles from './checkout-forms.module.css';
import { DealerFields } from './DealerFields';
import type { SummaryEntry } from './ErrorSummary';
import { CheckboxField, FixedField, TextField } from './Fields';
import { ShippingMethods, useShippingMethods } from './ShippingMethods';

// The form checks (yup and the shared schemas) arrive when first needed, not with the page.
const billingResolver = deferredResolver<BillingForm>((validation) => validation.billingResolver);
const dealerResolver = deferredResolver<DealerInfo>((validation) => validation.dealerResolver);
const FormSummaries = lazy(() => import('./FormSummaries'));
// The slot for the dealers remote's picker comes only with an FFL cart: a cart without firearms
// loads nothing of it.
interface DealerPickerProps {
  zip: string;
  onChoose(dealer: DealerLocation): void;
}
const DealerPickerSlot = lazy(() =>
  import('shared-contracts/kit/fragment-slot').then((kit) => ({
    default: kit.FragmentSlot as ComponentType<FragmentSlotProps<DealerPickerProps>>,
  })),
);

/** Runs a form's validation and answers its (cast) values, or null with the errors shown. */
function validated<T extends object>(form: UseFormReturn<T>): Promise<T | null> {
  return new Promise((resolve) => {
    form
      .handleSubmit(
        (values) => resolve(values as T),
        () => resolve(null),
      )()
      .catch((error: unknown) => {
        // The checks could not be fetched (offline): say so, and stay on the form.
        notify.emit({ type: 'error', message: `Error: ${(error as Error).message}` });
        resolve(null);
      });
  });
}

function summaryEntries<T extends object>(
  errors: FieldErrors<T>,
  order: Array<keyof T>,
  labels: Record<keyof T, string>,
  prefix: string,
): SummaryEntry[] {
  return order.flatMap((name) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name as string]?.message;
    return message ? [{ fieldId: fieldId(prefix, name as string), text: `${labels[name]}: ${message}` }] : [];
  });
}

/** Keeps a form's values in session storage as the shopper types (once `enabled`). */
function usePersisted<T extends object>(form: UseFormReturn<T>, key: 'billing' | 'dealer', enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((values) => storeForm(key, values));
    return () => subscription.unsubscribe();
  }, [form, key, enabled]);
}

interface BillingStepProps {
  cart: Cart;
  /** False while the cart is read: Next waits for it. */
  cartLoaded: boolean;
  /** False while the page is as the server drew it (empty); the kept values come once it is true. */
  live: boolean;
  accountEmail: string | null;
  restrictedItems: CartItem[];
  onShowRestricted: () => void;
  /** Runs the checks and the compute call; resolves once the outcome is handled. */
  onNext: (forms: CheckoutForms) => Promise<void>;
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
  onNext,
}: BillingStepProps) {
  const hasFfl = hasFflItems(cart);
  const onlyFfl = hasOnlyFflItems(cart);
  // Whether the form holds the kept values: at once in the browser, once live when drawn on the server.
  const [restored, setRestored] = useState(live);
  const billingForm = useForm<BillingForm>({
    resolver: billingResolver,
    defaultValues: restored ? initialBilling(accountEmail) : BILLING_DEFAULTS,
    mode: 'onTouched',
  });
  const dealerForm = useForm<DealerInfo>({
    resolver: dealerResolver,
    defaultValues: restored ? initialDealer() : DEALER_DEFAULTS,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (!live || restored) return;
    // A transition: the form's second render after hydration is sliced too.
    startTransition(() => {
      billingForm.reset(initialBilling(accountEmail));
      dealerForm.reset(initialDealer());
      setRestored(true);
    });
  }, [live, restored, billingForm, dealerForm, accountEmail]);
  usePersisted(billingForm, 'billing', restored);
  usePersisted(dealerForm, 'dealer', restored);

  const { methods, failed } = useShippingMethods();
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const { register, setValue, getValues, watch, formState } = billingForm;
  const sameAsBilling = watch('shippingSameAsBilling') !== false;
  // The dealer picker searches around where the shopper is: the shipping zip, else the billing zip.
  const pickerZip = (sameAsBilling ? watch('zip') : watch('shippingZip')) ?? '';

  // A dealer chosen in the picker (the dealers remote's fragment) fills the dealer form; every
  // field stays editable, and typing a dealer in by hand works as before.
  const chooseDealer = useCallback(
    (dealer: DealerLocation) => {
      const fill = (name: keyof DealerInfo, value: string) =>
        dealerForm.setValue(name, value, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      fill('dealerName', dealer.name);
      fill('dealerAddress', [dealer.address1, dealer.address2].filter(Boolean).join(', '));
      fill('dealerEmail', dealer.email ?? '');
      fill('dealerPhone', formatUsPhone(dealer.phoneNumber));
      fill('dealerCity', dealer.city);
      fill('dealerState', dealer.state);
      fill('dealerZip', dealer.zip);
      fill('dealerCountry', COUNTRY.code);
    },
    [dealerForm],
  );

  // A cart of FFL items only ships to the dealer: there is no separate shipping address.
  useEffect(() => {
    if (onlyFfl && !getValues('shippingSameAsBilling')) setValue('shippingSameAsBilling', true);
  }, [onlyFfl, getValues, setValue]);

  useEffect(() => {
    if (accountEmail) setValue('email', accountEmail);
  }, [accountEmail, setValue]);

  // Signed in: the default billing and shipping addresses fill the fields still empty.
  useEffect(() => {
    if (!accountEmail) return;
    let current = true;
    void accountAddresses().then((addresses) => {
      if (!current) return;
      const prefill = prefillFromAddresses(addresses);
      const typed = getValues();
      const anyShippingTyped = Boolean(typed.shippingAddress || typed.shippingFirstName);
      for (const [field, value] of Object.entries(prefill) as [keyof BillingForm, BillingForm[keyof BillingForm]][]) {
        if (field === 'shippingSameAsBilling') {
          if (!anyShippingTyped) setValue(field, value as boolean);
        } else if (!typed[field]) {
          setValue(field, value as never);
        }
      }
    });
    return () => {
      current = false;
    };
  }, [accountEmail, getValues, setValue]);

  // The first method is preselected, so most shoppers never have to touch it.
  useEffect(() => {
    const first = methods[0];
    if (restored && first && !getValues('shippingMethodId')) setValue('shippingMethodId', String(first.id));
  }, [restored, methods, getValues, setValue]);

  const billingEntries = attempted
    ? summaryEntries(formState.errors, BILLING_FIELD_ORDER, BILLING_LABELS, 'billing')
    : [];
  const dealerEntries =
    attempted && hasFfl ? summaryEntries(dealerForm.formState.errors, DEALER_FIELD_ORDER, DEALER_LABELS, 'dealer') : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const [dealer, billing] = await Promise.all([
      hasFfl ? validated(dealerForm) : Promise.resolve(null),
      validated(billingForm),
    ]);
    if ((hasFfl && !dealer) || !billing) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    // Each zip must lie in its state (the server checks it again when the order is placed). Loaded
    // here, on Next: the check is not part of the checkout's first load.
    const { zipStateErrors } = await import('../zip-state-check');
    const zipErrors = await zipStateErrors([
      { field: 'billing.zip', zip: billing.zip, state: billing.state },
      ...(billing.shippingSameAsBilling === false
        ? [{ field: 'billing.shippingZip', zip: billing.shippingZip, state: billing.shippingState }]
        : []),
      ...(dealer ? [{ field: 'dealer.dealerZip', zip: dealer.dealerZip, state: dealer.dealerState }] : []),
    ]);
    if (Object.keys(zipErrors).length > 0) {
      for (const [field, message] of Object.entries(zipErrors)) {
        if (field.startsWith('dealer.')) dealerForm.setError('dealerZip', { message });
        else billingForm.setError(field.slice('billing.'.length) as 'zip' | 'shippingZip', { message });
      }
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      await onNext({ billing, dealer: hasFfl ? dealer : null });
    } finally {
      setBusy(false);
    }
  };

  const toggleShipping = (differs: boolean) =>
    setValue('shippingSameAsBilling', !differs, { shouldValidate: formState.isSubmitted });

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

      <section className={styles.section} aria-labelledby="contact-title">
        <h3 id="contact-title" className={styles.sectionTitle}>
          Contact
        </h3>
        <div className={styles.grid}>
          {accountEmail ? (
            <FixedField
              id="billing-email"
              label={BILLING_LABELS.email}
              value={accountEmail}
              hint="Your account e-mail receives the confirmation."
            />
          ) : (
            <TextField
              id="billing-email"
              label={BILLING_LABELS.email}
              required
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              registration={register('email')}
              className={styles.wide}
            />
          )}
        </div>
        <CheckboxField
          id="billing-optInNewsletter"
          label="Email me news, new products and offers from Halvorsen Arms"
          registration={register('optInNewsletter')}
        />
      </section>

      <section className={styles.section} aria-labelledby="billing-address-title">
        <h3 id="billing-address-title" className={styles.sectionTitle}>
          Billing address
        </h3>
        <AddressFields
          prefix="billing"
          section="billing"
          names={BILLING_ADDRESS_FIELDS}
          register={register}
          errors={formState.errors}
          defaults={formState.defaultValues as Partial<BillingForm>}
        />
      </section>

      {onlyFfl ? (
        <p className={styles.callout}>
          Everything in your cart ships to your FFL dealer, so there is no separate shipping address.
        </p>
      ) : (
        <section className={styles.section} aria-labelledby="shipping-address-title">
          <h3 id="shipping-address-title" className={styles.sectionTitle}>
            Shipping address
          </h3>
          <CheckboxField
            id="billing-shipToDifferentAddress"
            label="Ship to a different address"
            checked={!sameAsBilling}
            onChange={toggleShipping}
          />
          {!sameAsBilling && (
            <fieldset className={styles.subFieldset}>
              <legend className="visually-hidden">Shipping address</legend>
              <AddressFields
                prefix="billing"
                section="shipping"
                names={SHIPPING_ADDRESS_FIELDS}
                register={register}
                errors={formState.errors}
                defaults={formState.defaultValues as Partial<BillingForm>}
              />
            </fieldset>
          )}
          {hasFfl && (
            <p className={styles.note}>Firearms in your order ship to your FFL dealer; everything else ships here.</p>
          )}
        </section>
      )}

      {hasFfl && (
        <section className={`${styles.section} ${styles.dealerSection}`} aria-labelledby="dealer-title">
          <h3 id="dealer-title" className={styles.sectionTitle}>
            FFL dealer
          </h3>
          <p className={styles.note}>
            Firearms ship only to a federally licensed (FFL) dealer, where you complete the transfer. Choose a dealer
            near you below or enter the dealer's details; you can also{' '}
            <a
              href="/dealer-locator"
              target="_blank"
              rel="noopener"
              onClick={(event) => handleLinkClick(event, '/dealer-locator', '_blank')}
            >
              open the dealer locator
            </a>
            .
          </p>
          {/* Lent by the dealers remote through the shell; nothing shows if it cannot load. */}
          <Suspense fallback={null}>
            <DealerPickerSlot id="dealers/dealer-picker" props={{ zip: pickerZip, onChoose: chooseDealer }} />
          </Suspense>
          <DealerFields
            register={dealerForm.register}
            errors={dealerForm.formState.errors}
            defaults={dealerForm.formState.defaultValues as Partial<DealerInfo>}
          />
        </section>
      )}

      <section className={styles.section}>
        <ShippingMethods
          methods={methods}
          failed={failed}
          registration={register('shippingMethodId')}
          error={formState.errors.shippingMethodId}
        />
      </section>

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
