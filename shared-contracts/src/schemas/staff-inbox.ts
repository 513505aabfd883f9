/**
 * The back office's inboxes and application lists (issue 29, item 6): which image requests and
 * product registrations to list (open, handled or all) and which Pro Deal and dealer applications
 * (Pending, Approved, Rejected or all), with paging. The API validates the query strings with these
 * definitions and the staff remote's filters use the same values and messages.
 */
import { type InferType, number, object, string } from 'yup';
import { STAFF_LIMITS, STAFF_MESSAGES } from './staff';

export const INBOX_STATES = ['open', 'handled', 'all'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const APPLICATION_STATUS_FILTERS = ['Pending', 'Approved', 'Rejected', 'all'] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

export const STAFF_INBOX_MESSAGES = {
  stateInvalid: `State must be one of ${INBOX_STATES.join(', ')}`,
  statusInvalid: `Status must be one of ${APPLICATION_STATUS_FILTERS.join(', ')}`,
  imageRequestNotFound: 'No image request with this id',
  productRegistrationNotFound: 'No product registration with this id',
  alreadyHandled: (what: string, by: string, at: string) => `This ${what} was already marked handled by ${by} at ${at}`,
  applicationNotFound: 'No application with this id',
  documentNotFound: 'Document not found',
} as const;

const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/** Paging of the inboxes and application lists: page from 1, pageSize 1 to 200 (default 50). */
const paging = {
  page: number()
    .transform(blankToUndefined)
    .typeError(STAFF_MESSAGES.pageInvalid)
    .integer(STAFF_MESSAGES.pageInvalid)
    .min(1, STAFF_MESSAGES.pageInvalid)
    .max(1_000_000, STAFF_MESSAGES.pageInvalid)
    .default(1),
  pageSize: number()
    .transform(blankToUndefined)
    .typeError(STAFF_MESSAGES.pageSizeInvalid)
    .integer(STAFF_MESSAGES.pageSizeInvalid)
    .min(1, STAFF_MESSAGES.pageSizeInvalid)
    .max(STAFF_LIMITS.auditPageSizeMax, STAFF_MESSAGES.pageSizeInvalid)
    .default(STAFF_LIMITS.auditPageSizeDefault),
};

/** GET /staff/inbox/image-requests and /staff/inbox/product-registrations: state (default open), paging. */
export const staffInboxQuerySchema = object({
  state: string()
    .transform(blankToUndefined)
    .oneOf([...INBOX_STATES], STAFF_INBOX_MESSAGES.stateInvalid)
    .default('open'),
  ...paging,
});
export type StaffInboxQuery = InferType<typeof staffInboxQuerySchema>;

/** GET /staff/registrations/prodeal and /staff/registrations/dealer: status (default Pending), paging. */
export const staffApplicationListQuerySchema = object({
  status: string()
    .transform(blankToUndefined)
    .oneOf([...APPLICATION_STATUS_FILTERS], STAFF_INBOX_MESSAGES.statusInvalid)
    .default('Pending'),
  ...paging,
});
export type StaffApplicationListQuery = InferType<typeof staffApplicationListQuerySchema>;
