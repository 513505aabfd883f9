/**
 * What the account endpoints answer (001 sections 3 and 7): the profile with its addresses and
 * orders, one order's details. Import as `shared-contracts/api/account` (kept off the package
 * index: only the account area and the signed-in checkout need it).
 */

export type ProDealStatus = 'None' | 'Pending' | 'Approved' | 'Rejected';

export interface AccountAddress {
  id: string;
  addressName: string;
  firstName: string;
  lastName: string;
  company: string | null;
  mainContact: string;
  faxContact: string | null;
  addressContact: string | null;
  addressType: number;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  residential: boolean;
}

export interface OrderSummary {
  id: number;
  /** ISO timestamp. */
  createdAt: string;
  status: string;
  totalAmount: number;
}

/** GET /User/profile. `keycloakId` is the account's id (the specification's name for it). */
export interface Profile {
  email: string;
  keycloakId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneNumber: string | null;
  /** YYYY-MM-DD, attested at checkout for an age-classed item (issue 30); null until then. */
  dateOfBirth: string | null;
  isEmailVerified: boolean;
  isSubscribed: boolean;
  proDealStatus: ProDealStatus;
  addresses: AccountAddress[];
  orders: OrderSummary[];
}

/** A message answer (`{ message }`) of the auth, newsletter and registration calls. */
export interface MessageAnswer {
  message: string;
}

/** GET /reviews/mine: a review the customer wrote and where it stands in moderation. */
export interface MyReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  status: 'Pending' | 'Published' | 'Rejected';
  createdAt: string;
  productTitle: string;
  /** Null when the product is no longer sold. */
  productUrl: string | null;
}
