/**
 * What Next checks before the payment step's own checks: the billing form (and the dealer form for
 * an FFL cart) by the shared schemas, then that each zip lies in its state (the server checks it
 * again when the order is placed). Answers the forms, or null with the errors shown on them.
 */
import type { UseFormReturn } from 'react-hook-form';
import { notify } from 'shared-contracts';
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';
import type { CheckoutForms } from '../prepare-payment';

export async function checkBillingStep(
  billingForm: UseFormReturn<BillingForm>,
  dealerForm: UseFormReturn<DealerInfo>,
  hasFfl: boolean,
): Promise<CheckoutForms | null> {
  const [dealer, billing] = await Promise.all([
    hasFfl ? validated(dealerForm) : Promise.resolve(null),
    validated(billingForm),
  ]);
  if ((hasFfl && !dealer) || !billing) return null;
  const zipsInState = await checkZipsInState(billing, dealer, billingForm, dealerForm);
  return zipsInState ? { billing, dealer: hasFfl ? dealer : null } : null;
}

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

/** Each zip in its state; a zip that is not gets its field's error. Loaded on Next, not with the page. */
async function checkZipsInState(
  billing: BillingForm,
  dealer: DealerInfo | null,
  billingForm: UseFormReturn<BillingForm>,
  dealerForm: UseFormReturn<DealerInfo>,
): Promise<boolean> {
  const { zipStateErrors } = await import('../zip-state-check');
  const zipErrors = await zipStateErrors([
    { field: 'billing.zip', zip: billing.zip, state: billing.state },
    ...(billing.shippingSameAsBilling === false
      ? [{ field: 'billing.shippingZip', zip: billing.shippingZip, state: billing.shippingState }]
      : []),
    ...(dealer ? [{ field: 'dealer.dealerZip', zip: dealer.dealerZip, state: dealer.dealerState }] : []),
  ]);
  for (const [field, message] of Object.entries(zipErrors)) {
    if (field.startsWith('dealer.')) dealerForm.setError('dealerZip', { message });
    else billingForm.setError(field.slice('billing.'.length) as 'zip' | 'shippingZip', { message });
  }
  return Object.keys(zipErrors).length === 0;
}
