/** What each form field is called on screen, also used to list errors in the form summaries. */
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';

export const BILLING_LABELS: Record<keyof BillingForm, string> = {
  email: 'Email',
  optInNewsletter: 'Newsletter',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  mainContact: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  country: 'Country',
  shippingSameAsBilling: 'Ship to a different address',
  shippingFirstName: 'Shipping first name',
  shippingLastName: 'Shipping last name',
  shippingCompany: 'Shipping company',
  addressContact: 'Shipping phone',
  shippingAddress: 'Shipping address',
  shippingCity: 'Shipping city',
  shippingState: 'Shipping state',
  shippingZip: 'Shipping zip code',
  shippingCountry: 'Shipping country',
  shippingMethodId: 'Shipping method',
  dateOfBirth: 'Date of birth',
};

export const DEALER_LABELS: Record<keyof DealerInfo, string> = {
  dealerName: 'Dealer name',
  dealerAddress: 'Dealer address',
  dealerEmail: 'Dealer email',
  dealerPhone: 'Dealer phone',
  dealerCity: 'Dealer city',
  dealerState: 'Dealer state',
  dealerZip: 'Dealer zip code',
  dealerCountry: 'Dealer country',
  /** Set by the dealer picker (no field of its own): an error on it names the list to choose from. */
  dealerId: 'Dealer chosen from the list',
};

/** Field order on screen, so a summary lists errors top to bottom. */
export const BILLING_FIELD_ORDER = Object.keys(BILLING_LABELS) as Array<keyof BillingForm>;
export const DEALER_FIELD_ORDER = Object.keys(DEALER_LABELS) as Array<keyof DealerInfo>;
