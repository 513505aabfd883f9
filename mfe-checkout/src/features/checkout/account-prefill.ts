/**
 * Signed-in checkout (000 section 2): the account's default billing and default shipping addresses
 * prefill the form, and so does the date of birth stored on the profile. Only empty fields are filled, so whatever the shopper typed (or the form kept
 * from earlier in this session) wins. Read only for a signed-in shopper, after the form shows.
 */

import type { AccountAddress, Profile } from 'shared-contracts/api/account';
import { isUsStateCode } from 'shared-contracts/domain/us-states';
import type { BillingForm } from 'shared-contracts/schemas/checkout';
import { apiCall } from 'shared-kit';

const street = (address: AccountAddress) =>
  [address.addressLine1, address.addressLine2].filter((line) => line?.trim()).join(', ');
const state = (address: AccountAddress) => (isUsStateCode(address.state) ? address.state : '');

export function prefillFromAddresses(addresses: AccountAddress[]): Partial<BillingForm> {
  const billing = addresses.find((address) => address.isDefaultBilling);
  const shipping = addresses.find((address) => address.isDefaultShipping);
  const values: Partial<BillingForm> = {};
  if (billing) {
    Object.assign(values, {
      firstName: billing.firstName,
      lastName: billing.lastName,
      company: billing.company ?? '',
      mainContact: billing.mainContact,
      address: street(billing),
      city: billing.city,
      state: state(billing),
      zip: billing.postalCode,
    });
  }
  if (shipping && shipping.id !== billing?.id) {
    Object.assign(values, {
      shippingSameAsBilling: false,
      shippingFirstName: shipping.firstName,
      shippingLastName: shipping.lastName,
      shippingCompany: shipping.company ?? '',
      addressContact: shipping.mainContact,
      shippingAddress: street(shipping),
      shippingCity: shipping.city,
      shippingState: state(shipping),
      shippingZip: shipping.postalCode,
    });
  } else if (shipping && !billing) {
    Object.assign(values, prefillFromAddresses([{ ...shipping, isDefaultBilling: true }]));
  }
  return values;
}

/**
 * The account's saved addresses and its stored date of birth (kept when an age-classed order was
 * placed, issue 30); nothing when the profile cannot be read (checkout goes on).
 */
export async function accountPrefill(): Promise<{ addresses: AccountAddress[]; dateOfBirth: string | null }> {
  try {
    const profile = await apiCall<Profile>('/User/profile', { skipErrorHandler: true, silentLoading: true });
    return { addresses: profile.addresses ?? [], dateOfBirth: profile.dateOfBirth ?? null };
  } catch {
    return { addresses: [], dateOfBirth: null };
  }
}
