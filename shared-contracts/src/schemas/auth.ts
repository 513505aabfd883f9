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
} as const;

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

const requiredText = (label: string) => string().trim().required(AUTH_MESSAGES.required(label));

const email = () =>
  requiredText(AUTH_LABELS.email).matches(EMAIL_PATTERN, {
    message: AUTH_MESSAGES.invalidEmail(AUTH_LABELS.email),
    excludeEmptyString: true,
  });

/** Passwords are not trimmed: spaces are allowed characters. */
const newPassword = (label: string) =>
  string().required(AUTH_MESSAGES.required(label)).min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort);

const confirmationOf = (field: string) =>
  string()
    .required(AUTH_MESSAGES.required(AUTH_LABELS.confirmPassword))
    .oneOf([ref(field)], AUTH_MESSAGES.passwordsDoNotMatch);

const captcha = () => string().required(AUTH_MESSAGES.captchaRequired);

/** POST /Auth/login: email, password, captcha. */
export const loginSchema = object({
  email: email(),
  password: string().required(AUTH_MESSAGES.required(AUTH_LABELS.password)),
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
  token: requiredText(AUTH_LABELS.token),
  captcha: captcha(),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** POST /Auth/reset-password body: password, token, captcha. */
export const resetPasswordRequestSchema = resetPasswordFormSchema.omit(['confirmPassword']);
export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;

/** POST /Auth/change-password: current, new and confirmation (the API also receives confirm). */
export const changePasswordSchema = object({
  currentPassword: string().required(AUTH_MESSAGES.required(AUTH_LABELS.currentPassword)),
  newPassword: newPassword(AUTH_LABELS.newPassword),
  confirmPassword: confirmationOf('newPassword'),
});
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;
