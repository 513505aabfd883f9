/**
 * Customer accounts: register, sign in, passwords (forgot, reset, change) and e-mail verification.
 * E-mails arrive normalised (the shared schemas trim and lower-case them). Sign-in failures say the
 * same thing, with comparable timing, whether or not the e-mail has an account.
 */
import type { TokenSet } from 'shared-contracts/api/auth';
import { AUTH_API_MESSAGES } from 'shared-contracts/schemas/auth';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, unauthorized } from '../../platform/http-errors';
import type { Mailer } from '../../providers/mail/index';
import { confirmVerifiedAddress, recordRegistrationWish } from '../newsletter/index';
import { resetPasswordMail, verificationMail } from './mails';
import { hashPassword, verifyPassword } from './passwords';
import {
  consumeEmailToken,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  insertEmailToken,
  markEmailVerified,
  retireEmailTokens,
  updatePasswordHash,
} from './queries';
import { hashToken, newOpaqueToken } from './secrets';
import { endOtherSessions, startSession } from './sessions';
import type { TokenService } from './tokens';

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

export interface AccountDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  shopUrl: string;
}

async function issueEmailToken(db: Db, userId: string, purpose: 'verify-email' | 'reset-password'): Promise<string> {
  await retireEmailTokens(db, userId, purpose);
  const token = newOpaqueToken();
  const ttl = purpose === 'verify-email' ? VERIFY_EMAIL_TTL_MS : RESET_PASSWORD_TTL_MS;
  await insertEmailToken(db, { tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(Date.now() + ttl) });
  return token;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter: boolean;
}

/**
 * A new account with its verification e-mail sent; answers its id. 409 when the e-mail has one.
 * The customer's registration and the dealer's (dealers module) both open accounts this way.
 */
export async function createAccount(deps: Omit<AccountDeps, 'tokens'>, input: RegisterInput): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const userId = await insertAccount(deps.db, { ...input, passwordHash });
  if (!userId) throw conflict(AUTH_API_MESSAGES.emailTaken, { email: [AUTH_API_MESSAGES.emailTaken] });
  if (input.newsletter) {
    // Active once the registration's own verification link is followed (one e-mail, not two).
    await recordRegistrationWish(deps.db, { email: input.email, firstName: input.firstName, lastName: input.lastName });
  }
  const token = await issueEmailToken(deps.db, userId, 'verify-email');
  await deps.mailer.send(verificationMail(input.email, deps.shopUrl, token));
  return userId;
}

export async function register(deps: AccountDeps, input: RegisterInput): Promise<TokenSet> {
  const userId = await createAccount(deps, input);
  return startSession(deps.db, deps.tokens, { id: userId, email: input.email });
}

export async function login(deps: AccountDeps, email: string, password: string): Promise<TokenSet> {
  const account = await findAccountByEmail(deps.db, email);
  // Always verify (against a dummy hash for an unknown e-mail): same answer, comparable time.
  const ok = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !ok) throw unauthorized(AUTH_API_MESSAGES.loginFailed);
  return startSession(deps.db, deps.tokens, { id: account.id, email: account.email.toLowerCase() });
}

/** Sends a reset link if the e-mail has an account; the caller answers the same either way. */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const token = await issueEmailToken(deps.db, account.id, 'reset-password');
  await deps.mailer.send(resetPasswordMail(account.email, deps.shopUrl, token));
}

/** Sets the new password and ends every session of the account. */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), 'reset-password');
  if (!userId) throw badRequest(AUTH_API_MESSAGES.resetLinkInvalid, { token: [AUTH_API_MESSAGES.resetLinkInvalid] });
  await updatePasswordHash(deps.db, userId, await hashPassword(password));
  // Whoever could read the mailbox could reset: a reset also proves the address.
  await markEmailVerified(deps.db, userId);
  await endOtherSessions(deps.db, userId);
}

/** Checks the current password, sets the new one, ends every other session (keeps the caller's). */
export async function changePassword(
  deps: AccountDeps,
  user: { userId: string; sessionId?: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const account = await findAccountById(deps.db, user.userId);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
    throw badRequest(AUTH_API_MESSAGES.currentPasswordWrong, {
      currentPassword: [AUTH_API_MESSAGES.currentPasswordWrong],
    });
  }
  await updatePasswordHash(deps.db, account.id, await hashPassword(newPassword));
  await endOtherSessions(deps.db, account.id, user.sessionId);
}

export async function verifyRegistration(deps: AccountDeps, token: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, hashToken(token), 'verify-email');
  if (!userId) {
    throw badRequest(AUTH_API_MESSAGES.verificationLinkInvalid, {
      token: [AUTH_API_MESSAGES.verificationLinkInvalid],
    });
  }
  await markEmailVerified(deps.db, userId);
  const account = await findAccountById(deps.db, userId);
  if (account) await confirmVerifiedAddress(deps.db, account.email);
}

/** Sends a new verification link unless the e-mail is already verified (same answer either way). */
export async function resendVerification(deps: AccountDeps, userId: string): Promise<void> {
  const account = await findAccountById(deps.db, userId);
  if (!account || account.emailVerifiedAt) return;
  const token = await issueEmailToken(deps.db, account.id, 'verify-email');
  await deps.mailer.send(verificationMail(account.email, deps.shopUrl, token));
}
