/**
 * What the checkout forms start from: empty values, overlaid with what the shopper typed earlier
 * in this session (session storage) and, signed in, the account e-mail. Kept apart from the form
 * components so the page can check stored forms without loading the form code.
 */
import { COUNTRY } from 'shared-contracts/domain/us-states';
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';
import { readStoredForm } from './form-storage';

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
  dateOfBirth: '',
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
