/**
 * The customer lookup's call (issue 29 item 5): GET /staff/customers?q= answers the accounts whose
 * e-mail or name matches, each with orders, saved addresses, newsletter and Pro Deal state. The
 * shapes are the API's (api/src/modules/customers/routes.ts), written out here; no hash or token
 * is ever part of them.
 */
import { staffCall } from '../../shared/api/staff-api';

export interface CustomerOrder {
  id: number;
  createdAt: string | null;
  status: string;
  totalAmount: number;
  refundedAmount: number;
  /** Placed as a guest with the same e-mail. */
  asGuest: boolean;
}

export interface CustomerAddress {
  id: string;
  addressName: string;
  firstName: string;
  lastName: string;
  company: string | null;
  mainContact: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}

export interface CustomerNewsletter {
  chosenAtRegistration: boolean;
  subscribed: boolean;
  confirmedAt: string | null;
  subscribedAt?: string | null;
  unsubscribedAt?: string | null;
}

export interface CustomerProDeal {
  status: 'none' | 'Pending' | 'Approved' | 'Rejected' | string;
  appliedAt: string | null;
  decidedAt: string | null;
  applicationId?: string | null;
  /** A rejection's reason. */
  reason?: string | null;
}

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: string | null;
  emailVerified: boolean;
  orders: CustomerOrder[];
  addresses: CustomerAddress[];
  newsletter: CustomerNewsletter;
  proDeal: CustomerProDeal;
}

/** How many accounts one lookup answers at most (the API's CUSTOMER_LOOKUP_LIMIT). */
export const CUSTOMER_LOOKUP_LIMIT = 20;

export async function findCustomers(q: string): Promise<Customer[]> {
  const answer = await staffCall<{ customers: Customer[] }>('/staff/customers', { query: { q } });
  return answer.customers;
}
