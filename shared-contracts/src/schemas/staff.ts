/**
 * The staff back office's forms and requests (issue 29): sign-in with a second factor, invitations,
 * staff management and the audit log's filters. Passwords follow the customers' rules and messages
 * (schemas/auth.ts); the staff remote's forms and the API validate with these same definitions.
 */
import { boolean, type InferType, number, object, string } from 'yup';
import { STAFF_ROLES } from '../domain/staff-permissions';
import {
  AUTH_LABELS,
  AUTH_LIMITS,
  AUTH_MESSAGES,
  bounded,
  confirmationOf,
  email,
  existingPassword,
  newPassword,
  requiredText,
} from './auth';

export const STAFF_MESSAGES = {
  codeInvalid: 'Code must be the 6 digits your authenticator app shows',
  roleInvalid: `Role must be one of ${STAFF_ROLES.join(', ')}`,
  nothingToChange: 'Give a role or disabled',
  signInFailed: 'Invalid email or password',
  codeRejected: 'That code is not valid; wait for the next one and try again',
  secondFactorRequired: 'Staff sign-in requires the second factor',
  staffSessionRequired: 'Staff sign-in required',
  sessionExpired: 'Your staff session has expired, please sign in again',
  invitationInvalid: 'This invitation link is not valid or has expired',
  staffExists: 'A staff account with this email already exists',
  staffNotFound: 'No such staff account',
  ownStaffAccount: 'You cannot change, disable or reset your own staff account',
  signedOut: 'Signed out',
  pageInvalid: 'Page must be a whole number of at least 1',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 200',
  dateInvalid: 'Dates must be ISO dates (YYYY-MM-DD or a full timestamp)',
} as const;

export const STAFF_LIMITS = { auditPageSizeMax: 200, auditPageSizeDefault: 50, filterText: 200 } as const;

const role = () =>
  string()
    .oneOf([...STAFF_ROLES], STAFF_MESSAGES.roleInvalid)
    .required(AUTH_MESSAGES.required('Role'));

/** POST /staff/auth/sign-in. */
export const staffSignInSchema = object({
  email: email(),
  password: existingPassword(AUTH_LABELS.password),
});
export type StaffSignInRequest = InferType<typeof staffSignInSchema>;

/** POST /staff/auth/totp and /staff/auth/totp/enrol: the authenticator's 6 digits. */
export const staffTotpSchema = object({
  code: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(AUTH_MESSAGES.required('Code'))
    .matches(/^\d{6}$/, STAFF_MESSAGES.codeInvalid),
});
export type StaffTotpRequest = InferType<typeof staffTotpSchema>;

/** POST /staff/staff (an owner invites) and the command line's first owner. */
export const staffInviteSchema = object({ email: email(), role: role() });
export type StaffInviteRequest = InferType<typeof staffInviteSchema>;

/** PATCH /staff/staff/{id}: a new role, or disabled true/false. */
export const staffUpdateSchema = object({
  role: string()
    .oneOf([...STAFF_ROLES], STAFF_MESSAGES.roleInvalid)
    .optional(),
  disabled: boolean().strict().optional(),
}).test(
  'something',
  STAFF_MESSAGES.nothingToChange,
  (value) => value?.role !== undefined || value?.disabled !== undefined,
);
export type StaffUpdateRequest = InferType<typeof staffUpdateSchema>;

/** The invitation's set-password form; POST /staff/auth/accept-invitation receives it without confirm. */
export const staffAcceptInvitationFormSchema = object({
  token: requiredText(AUTH_LABELS.token, AUTH_LIMITS.token),
  password: newPassword(AUTH_LABELS.password),
  confirmPassword: confirmationOf('password'),
});
export const staffAcceptInvitationSchema = staffAcceptInvitationFormSchema.omit(['confirmPassword']);
export type StaffAcceptInvitationRequest = InferType<typeof staffAcceptInvitationSchema>;

const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);
const filterText = (label: string) => bounded(label, STAFF_LIMITS.filterText).transform(blankToUndefined).optional();
const isoDate = () =>
  string()
    .transform(blankToUndefined)
    .matches(/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, STAFF_MESSAGES.dateInvalid)
    .test('real-date', STAFF_MESSAGES.dateInvalid, (value) => value === undefined || !Number.isNaN(Date.parse(value)))
    .optional();

/** GET /staff/audit: filters (actor e-mail or `service:...`, action, object type and id, dates) and paging. */
export const staffAuditQuerySchema = object({
  actor: filterText('Actor'),
  action: filterText('Action'),
  objectType: filterText('Object type'),
  objectId: filterText('Object id'),
  from: isoDate(),
  to: isoDate(),
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
});
export type StaffAuditQuery = InferType<typeof staffAuditQuerySchema>;
