/**
 * The billing step's two forms (billing and, for FFL carts, the dealer) and what fills them:
 * the values kept in this session (once the page is live: drawn on the server, the form starts
 * empty and only then takes them), the signed-in account's e-mail and default addresses, and the
 * rule that an FFL-only cart ships to the dealer. Values are kept as the shopper types.
 */
import { startTransition, useEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';
import { accountPrefill, prefillFromAddresses } from '../account-prefill';
import { BILLING_DEFAULTS, DEALER_DEFAULTS, initialBilling, initialDealer } from '../form-defaults';
import { storeForm } from '../form-storage';
import { deferredResolver } from '../load-validation';

// The form checks (yup and the shared schemas) arrive when first needed, not with the page.
const billingResolver = deferredResolver<BillingForm>((validation) => validation.billingResolver);
const dealerResolver = deferredResolver<DealerInfo>((validation) => validation.dealerResolver);

export interface BillingForms {
  billingForm: UseFormReturn<BillingForm>;
  dealerForm: UseFormReturn<DealerInfo>;
  /** The forms hold the kept values (at once in the browser; once live when drawn on the server). */
  restored: boolean;
}

export function useBillingForms({
  live,
  accountEmail,
  onlyFfl,
}: {
  live: boolean;
  accountEmail: string | null;
  onlyFfl: boolean;
}): BillingForms {
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
  useKeptAsTyped(billingForm, 'billing', restored);
  useKeptAsTyped(dealerForm, 'dealer', restored);
  useShipsToDealerOnly(billingForm, onlyFfl);
  useAccountPrefill(billingForm, accountEmail);
  return { billingForm, dealerForm, restored };
}

/** Keeps a form's values in session storage as the shopper types (once `enabled`). */
function useKeptAsTyped<T extends object>(form: UseFormReturn<T>, key: 'billing' | 'dealer', enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((values) => storeForm(key, values));
    return () => subscription.unsubscribe();
  }, [form, key, enabled]);
}

/** A cart of FFL items only ships to the dealer: there is no separate shipping address. */
function useShipsToDealerOnly({ getValues, setValue }: UseFormReturn<BillingForm>, onlyFfl: boolean) {
  useEffect(() => {
    if (onlyFfl && !getValues('shippingSameAsBilling')) setValue('shippingSameAsBilling', true);
  }, [onlyFfl, getValues, setValue]);
}

/** Signed in: the account's e-mail, its default billing and shipping addresses and its date of birth in the fields still empty. */
function useAccountPrefill({ getValues, setValue }: UseFormReturn<BillingForm>, accountEmail: string | null) {
  useEffect(() => {
    if (accountEmail) setValue('email', accountEmail);
  }, [accountEmail, setValue]);

  useEffect(() => {
    if (!accountEmail) return;
    let current = true;
    void accountPrefill().then(({ addresses, dateOfBirth }) => {
      if (!current) return;
      const prefill: Partial<BillingForm> = {
        ...prefillFromAddresses(addresses),
        ...(dateOfBirth ? { dateOfBirth } : {}),
      };
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
}
