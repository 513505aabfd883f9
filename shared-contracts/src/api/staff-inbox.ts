/**
 * What the back office's inboxes and application lists answer (issue 29, item 6): the API builds
 * these shapes and the staff remote reads them. Times are ISO 8601 strings; a handled or decided
 * item names the staffer by e-mail (or `service:cli`), as the audit log does.
 */
import type { InboxState } from '../schemas/staff-inbox';

/** One page of a staff list. */
export interface StaffPage {
  total: number;
  page: number;
  pageSize: number;
}

/** Who marked an inbox item handled, and when; both null while it is open. */
export interface StaffHandled {
  handledAt: string | null;
  handledBy: string | null;
}

/** GET /staff/inbox/image-requests: a media library visitor asking for product images. */
export interface StaffImageRequest extends StaffHandled {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** What they are looking for, as they typed it (the form has no product field). */
  lookingFor: string;
  createdAt: string;
}

/** GET /staff/inbox/product-registrations: an owner registering a firearm by its serial number. */
export interface StaffProductRegistration extends StaffHandled {
  id: string;
  serialNumber: string;
  productId: string;
  productTitle: string;
  /** YYYY-MM-DD. */
  purchaseDate: string;
  /** The directory dealer chosen, or null when the owner typed a shop's name. */
  dealerId: string | null;
  dealerName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  postalCode: string;
  /** The customer account that registered it, or null (registered signed out). */
  userId: string | null;
  createdAt: string;
}

export interface StaffInboxPage<T> extends StaffPage {
  state: InboxState;
  items: T[];
}

/** A private document of an application; `url` is the staff route that streams it (inline for PDF and images). */
export interface StaffApplicationDocument {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  url: string;
}

export type StaffApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

/** What every application carries: its state, the decision and the applicant's account. */
export interface StaffApplicationBase {
  id: string;
  status: StaffApplicationStatus;
  /** The rejection reason given to the applicant. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** The staffer who decided, from the audit log (null while pending, or decided before it existed). */
  decidedBy: string | null;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailVerified: boolean;
}

/** GET /staff/registrations/prodeal. */
export interface StaffProDealApplication extends StaffApplicationBase {
  documents: StaffApplicationDocument[];
}

export interface StaffPostalAddress {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** GET /staff/registrations/dealer: the applicant, the dealer as they registered it, their FFL and SOT documents. */
export interface StaffDealerApplication extends StaffApplicationBase {
  dealerId: string;
  company: string;
  fflNumber: string | null;
  fflExpiresOn: string | null;
  sotEin: string | null;
  dealerPhone: string;
  dealerEmail: string | null;
  website: string | null;
  /** The address the locator shows (the shipping address unless another was given). */
  locatorAddress: { address1: string; address2: string | null; city: string; state: string; zip: string };
  inLocator: boolean;
  shippingAddress: StaffPostalAddress;
  billingAddress: StaffPostalAddress;
  documents: Array<StaffApplicationDocument & { kind: 'ffl' | 'sot' }>;
}

export interface StaffApplicationPage<T> extends StaffPage {
  status: StaffApplicationStatus | 'all';
  applications: T[];
}
