/**
 * Step 1, 'Billing & shipping': e-mail, newsletter opt-in, billing address, an optional separate
 * shipping address, the FFL dealer (only with FFL items), the shipping method and Next.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { type Cart, type CartItem, COUNTRY, handleLinkClick } from 'shared-contracts';
import {
  type BillingForm,
  billingFormSchema,
  CHECKOUT_SUMMARIES,
  type DealerInfo,
  dealerFormSchema,
} from 'shared-contracts/schemas/checkout';
import buttons from '../../../shared/ui/Button.module.css';
import { hasFflItems, hasOnlyFflItems } from '../cart-kind';
import { BILLING_FIELD_ORDER, BILLING_LABELS, DEALER_FIELD_ORDER, DEALER_LABELS } from '../field-labels';
import { readStoredForm, storeForm } from '../form-storage';
import type { CheckoutForms } from '../prepare-payment';
import { AddressFields, BILLING_ADDRESS_FIELDS, fieldId, SHIPPING_ADDRESS_FIELDS } from './AddressFields';
import styles from './CheckoutForms.module.css';
import { DealerFields } from './DealerFields';
import { ErrorSummary, type SummaryEntry } from './ErrorSummary';
import { CheckboxField, FixedField, TextField } from './fields';
import { RestrictedSummary } from './RestrictedSummary';
import { ShippingMethods, useShippingMethods } from './ShippingMethods';

export const BILLING_DEFAULTS: BillingForm = {
  email: '',
  optInNewsletter: false,
  firstName: '',
  lastName: '',
  company: '',
  mainContact: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: COUNTRY.code,
  shippingSameAsBilling: true,
  shippingFirstName: '',
  shippingLastName: '',
  shippingCompany: '',
  addressContact: '',
  shippingAddress: '',
  shippingCity: '',
  shippingState: '',
  shippingZip: '',
  shippingCountry: COUNTRY.code,
  shippingMethodId: '',
};

export const DEALER_DEFAULTS: DealerInfo = {
  dealerName: '',
  dealerAddress: '',
  dealerEmail: '',
  dealerPhone: '',
  dealerCity: '',
  dealerState: '',
  dealerZip: '',
  dealerCountry: COUNTRY.code,
};

export function initialBilling(accountEmail: string | null): BillingForm {
  const stored = readStoredForm<BillingForm>('billing');
  return { ...BILLING_DEFAULTS, ...stored, ...(accountEmail ? { email: accountEmail } : {}) };
}

export function initialDealer(): DealerInfo {
  return { ...DEALER_DEFAULTS, ...readStoredForm<DealerInfo>('dealer') };
}

/** Runs a form's validation and answers its (cast) values, or null with the errors shown. */
function validated<T extends object>(form: UseFormReturn<T>): Promise<T | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values as T),
      () => resolve(null),
    )();
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

/** Keeps a form's values in session storage as the shopper types. */
function usePersisted<T extends object>(form: UseFormReturn<T>, key: 'billing' | 'dealer') {
  useEffect(() => {
    const subscription = form.watch((values) => storeForm(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}

interface BillingStepProps {
  cart: Cart;
  accountEmail: string | null;
  restrictedItems: CartItem[];
  onShowRestricted: () => void;
  /** Runs the checks and the compute call; resolves once the outcome is handled. */
  onNext: (forms: CheckoutForms) => Promise<void>;
}

export function BillingStep({ cart, accountEmail, restrictedItems, onShowRestricted, onNext }: BillingStepProps) {
  const hasFfl = hasFflItems(cart);
  const onlyFfl = hasOnlyFflItems(cart);
  const billingForm = useForm<BillingForm>({
    resolver: yupResolver(billingFormSchema),
    defaultValues: initialBilling(accountEmail),
    mode: 'onTouched',
  });
  const dealerForm = useForm<DealerInfo>({
    resolver: yupResolver(dealerFormSchema),
    defaultValues: initialDealer(),
    mode: 'onTouched',
  });
  usePersisted(billingForm, 'billing');
  usePersisted(dealerForm, 'dealer');

  const { methods, failed } = useShippingMethods();
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const { register, setValue, getValues, watch, formState } = billingForm;
  const sameAsBilling = watch('shippingSameAsBilling') !== false;

  // A cart of FFL items only ships to the dealer: there is no separate shipping address.
  useEffect(() => {
    if (onlyFfl && !getValues('shippingSameAsBilling')) setValue('shippingSameAsBilling', true);
  }, [onlyFfl, getValues, setValue]);

  useEffect(() => {
    if (accountEmail) setValue('email', accountEmail);
  }, [accountEmail, setValue]);

  // The first method is preselected, so most shoppers never have to touch it.
  useEffect(() => {
    const first = methods[0];
    if (first && !getValues('shippingMethodId')) setValue('shippingMethodId', String(first.id));
  }, [methods, getValues, setValue]);

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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="billing-step-title">
      <h2 id="billing-step-title" className="visually-hidden">
        Billing &amp; shipping
      </h2>
      <div ref={summaryRef} tabIndex={-1} className={styles.summaries}>
        {dealerEntries.length > 0 && (
          <ErrorSummary id="dealer-errors" title={CHECKOUT_SUMMARIES.dealer} entries={dealerEntries} />
        )}
        {billingEntries.length > 0 && (
          <ErrorSummary id="billing-errors" title={CHECKOUT_SUMMARIES.billing} entries={billingEntries} />
        )}
        {restrictedItems.length > 0 && <RestrictedSummary items={restrictedItems} onReview={onShowRestricted} />}
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
            Firearms ship only to a federally licensed (FFL) dealer, where you complete the transfer. Enter the dealer's
            details or{' '}
            <a
              href="/dealer-locator"
              target="_blank"
              rel="noopener"
              onClick={(event) => handleLinkClick(event, '/dealer-locator', '_blank')}
            >
              find a dealer near you
            </a>
            .
          </p>
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
        <button type="submit" className={`${buttons.primary} ${styles.nextButton}`} disabled={busy} aria-busy={busy}>
          {busy ? 'Checking…' : 'Next'}
        </button>
      </div>
    </form>
  );
}
