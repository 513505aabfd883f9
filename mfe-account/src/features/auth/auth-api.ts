/**
 * The authentication calls of the account remote (001 section 7). A login or registration stores
 * the token set the API answered under `token` and announces `signedIn`: the shell then merges the
 * guest cart, forgets the guest token and arms the refresh.
 */
import { type AuthResponse, signedIn } from 'shared-contracts';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from 'shared-contracts/schemas/auth';
import { storeTokenSet } from 'shared-contracts/session/token-set';
import { apiCall } from 'shared-kit';

/**
 * Login and registration failures go to the shop's shared handler (the 'Error: …' banner, 000 and
 * 001 section 8); the forms add only the field errors and the captcha reset. The password and
 * verification screens have their own words for a failure (001 section 8): the banner stays quiet.
 */
const quiet = { skipErrorHandler: true } as const;

function signIn(answer: AuthResponse, email: string): void {
  if (!answer?.token?.accessToken) throw new Error('The shop answered without a session');
  storeTokenSet(answer.token);
  signedIn.emit({ email });
}

export async function login(request: LoginRequest): Promise<void> {
  const answer = await apiCall<AuthResponse>('/Auth/login', { method: 'POST', body: request });
  signIn(answer, request.email);
}

export async function register(request: RegisterRequest): Promise<void> {
  const answer = await apiCall<AuthResponse>('/Auth/register', { method: 'POST', body: request });
  signIn(answer, request.email);
}

export async function forgotPassword(request: ForgotPasswordRequest): Promise<string> {
  const answer = await apiCall<{ message: string }>('/Auth/forgot-password', {
    method: 'POST',
    body: request,
    ...quiet,
  });
  return answer.message;
}

export async function resetPassword(request: ResetPasswordRequest): Promise<string> {
  const answer = await apiCall<{ message: string }>('/Auth/reset-password', {
    method: 'POST',
    body: request,
    ...quiet,
  });
  return answer.message;
}

export async function verifyRegistration(token: string): Promise<string> {
  const answer = await apiCall<{ message: string }>('/Auth/verify-registration', {
    method: 'POST',
    body: { token },
    ...quiet,
  });
  return answer.message;
}
