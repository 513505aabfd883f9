/**
 * Sign-in, registration and password forms (specification 001, section 5). One definition for the
 * account remote's forms and the API's request validation, so both say the same words.
 */
import { boolean, type InferType, object, ref, string } from 'yup';
import { LIMITS } from '../domain/limits';
import { EMAIL_PATTERN } from './patterns';

export const AUTH_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalidEmail: (label: string) => `${label} must be a valid email address`,
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  captchaRequired: 'Please complete the captcha',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalidCharacters: (label: string) => `${label} contains characters that are not allowed`,
} as const;

/** Longest accepted values (characters): every text field is bounded, on the form and the API. */
export const AUTH_LIMITS = {
  email: 254,
  name: 100,
  /** argon2 hashes any length; the bound keeps a request's hashing cost fixed. */
  password: 128,
  token: 256,
  captcha: 4096,
} as const;

/** NUL (and other C0 controls except tab/newline) never belong in a form field; PostgreSQL refuses NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;

export const bounded = (label: string, max: number) =>
  string()
    .max(max, AUTH_MESSAGES.tooLong(label, max))
    .matches(NO_CONTROL_CHARACTERS, { message: AUTH_MESSAGES.invalidCharacters(label), excludeEmptyString: true });

/** Field labels as the forms show them; the messages are built from the same words. */
export const AUTH_LABELS = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  token: 'Token',
} as const;

/** yup's trim()/lowercase() throw on a non-string (e.g. an object); these leave it to the type check. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export const requiredText = (label: string, max: number = AUTH_LIMITS.name) =>
  bounded(label, max).transform(trimmed).required(AUTH_MESSAGES.required(label));

/** E-mails are compared and stored trimmed and lower-cased. */
export const email = () =>
  requiredText(AUTH_LABELS.email, AUTH_LIMITS.email)
    .transform(lowerCased)
    .matches(EMAIL_PATTERN, {
      message: AUTH_MESSAGES.invalidEmail(AUTH_LABELS.email),
      excludeEmptyString: true,
    });

/** Passwords are not trimmed: spaces are allowed characters. */
export const newPassword = (label: string) =>
  bounded(label, AUTH_LIMITS.password)
    .required(AUTH_MESSAGES.required(label))
    .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort);

/** A password to check (login, current password): bounded but no minimum (old passwords may be shorter). */
export const existingPassword = (label: string) =>
  bounded(label, AUTH_LIMITS.password).required(AUTH_MESSAGES.required(label));

export const confirmationOf = (field: string) =>
  bounded(AUTH_LABELS.confirmPassword, AUTH_LIMITS.password)
    .required(AUTH_MESSAGES.required(AUTH_LABELS.confirmPassword))
    .oneOf([ref(field)], AUTH_MESSAGES.passwordsDoNotMatch);

const captcha = () => bounded('Captcha', AUTH_LIMITS.captcha).required(AUTH_MESSAGES.captchaRequired);

/** POST /Auth/login: email, password, captcha. */
export const loginSchema = object({
  email: email(),
  password: existingPassword(AUTH_LABELS.password),
  captcha: captcha(),
});
export type LoginRequest = InferType<typeof loginSchema>;

/** The register form; POST /Auth/register receives it without confirmPassword. */
export const registerFormSchema = object({
  firstName: requiredText(AUTH_LABELS.firstName),
  lastName: requiredText(AUTH_LABELS.lastName),
  email: email(),
  password: newPassword(AUTH_LABELS.password),
  confirmPassword: confirmationOf('password'),
  newsletter: boolean().default(false),
  captcha: captcha(),
});
export type RegisterForm = InferType<typeof registerFormSchema>;

/** POST /Auth/register body. */
export const registerRequestSchema = registerFormSchema.omit(['confirmPassword']);
export type RegisterRequest = InferType<typeof registerRequestSchema>;

/** POST /Auth/forgot-password: email and captcha. */
export const forgotPasswordSchema = object({
  email: email(),
  captcha: captcha(),
});
export type ForgotPasswordRequest = InferType<typeof forgotPasswordSchema>;

/** The reset form: new password, confirmation, the token from the link, captcha. */
export const resetPasswordFormSchema = object({
  password: newPassword(AUTH_LABELS.password),
  confirmPassword: confirmationOf('password'),
  token: requiredText(AUTH_LABELS.token, AUTH_LIMITS.token),
  captcha: captcha(),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** POST /Auth/reset-password body: password, token, captcha. */
export const resetPasswordRequestSchema = resetPasswordFormSchema.omit(['confirmPassword']);
export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;

/** POST /Auth/change-password: current, new and confirmation (the API also receives confirm). */
export const changePasswordSchema = object({
  currentPassword: existingPassword(AUTH_LABELS.currentPassword),
  newPassword: newPassword(AUTH_LABELS.newPassword),
  confirmPassword: confirmationOf('newPassword'),
});
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;

/** POST /Auth/refresh-token: the opaque refresh token. */
export const refreshTokenSchema = object({
  refreshToken: requiredText('Refresh token', AUTH_LIMITS.token),
});

/** POST /Auth/verify-registration: the token from the e-mail link. */
export const verifyRegistrationSchema = object({
  token: requiredText(AUTH_LABELS.token, AUTH_LIMITS.token),
});

/** What the auth endpoints answer (message texts shared with the account remote's toasts). */
export const AUTH_API_MESSAGES = {
  loginFailed: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  forgotPasswordSent: 'If an account exists for this email, we have sent a link to reset the password',
  resetLinkInvalid: 'This reset link is not valid or has expired',
  passwordReset: 'Your password has been reset, please sign in',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed',
  verificationLinkInvalid: 'This verification link is not valid or has expired',
  emailVerified: 'Your email has been verified',
  verificationSent: 'If your email is not verified yet, we have sent a new verification link',
  loggedOut: 'You have been signed out',
} as const;
