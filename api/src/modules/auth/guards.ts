/** Route guards other modules use (cart, orders, profile). */
import type { FastifyRequest } from 'fastify';
import { isGuestId } from 'shared-contracts/api/auth';
import { notFound, unauthorized } from '../../platform/http-errors';
import { familyIsLive, findAccountById } from './queries';
import { guestExists } from './service';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please sign in again';
export const INVALID_TOKEN_MESSAGE = 'Your session is not valid, please sign in again';
export const SIGN_IN_REQUIRED_MESSAGE = 'You must be signed in to do this';

/** The signed-in user, or 401 with a message saying why. */
export function requireUser(request: FastifyRequest): { userId: string; email: string } {
  const identity = request.identity;
  if (identity.kind === 'user') return { userId: identity.userId, email: identity.email };
  if (identity.kind === 'anonymous' && identity.tokenProblem === 'expired') throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (identity.kind === 'anonymous' && identity.tokenProblem === 'invalid') throw unauthorized(INVALID_TOKEN_MESSAGE);
  throw unauthorized(SIGN_IN_REQUIRED_MESSAGE);
}

export function guestNotFoundMessage(token: string): string {
  return `Guest session "${token.slice(0, 64)}" was not found`;
}

/**
 * The guest id of a `/.../guest/{token}` path: it must look like a guest id and have been issued
 * by POST /Auth/guest, otherwise 404 (the shop ignores a 404 on the guest cart and asks anew).
 */
export async function requireGuest(request: FastifyRequest, token: string): Promise<string> {
  if (!isGuestId(token) || !(await guestExists(request.server.db, token))) throw notFound(guestNotFoundMessage(token));
  return token;
}

export interface SignedInAccount {
  userId: string;
  email: string;
  /** The refresh family of the access token (absent on tokens issued without a session). */
  sessionId?: string;
}

/**
 * Like requireUser, and the account must still exist and the token's session must not have been
 * ended (logout, password reset or change): otherwise 401, never a 500 further down.
 */
export async function requireAccount(request: FastifyRequest): Promise<SignedInAccount> {
  const user = requireUser(request);
  const identity = request.identity;
  const sessionId = identity.kind === 'user' ? identity.sessionId : undefined;
  const account = await findAccountById(request.server.db, user.userId);
  if (!account) throw unauthorized(INVALID_TOKEN_MESSAGE);
  if (sessionId && !(await familyIsLive(request.server.db, sessionId))) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  return sessionId
    ? { userId: account.id, email: account.email, sessionId }
    : { userId: account.id, email: account.email };
}
