/**
 * Who the visitor is (000 section 4), as a pure transition function so every path is testable:
 * anonymous -> guest (guest token issued) -> authenticated (signed in) -> anonymous (signed out).
 * Authentication is judged by the presence of the access token.
 */
import type { AuthState } from 'shared-contracts';
import type { StoredSession } from './token-storage';

export type AuthEvent =
  | { type: 'restored'; session: StoredSession }
  | { type: 'guest-issued'; guestId: string }
  | { type: 'signed-in'; email: string | null }
  | { type: 'signed-out' };

export const INITIAL_AUTH_STATE: AuthState = { status: 'anonymous' };

export function nextAuthState(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'restored':
      if (event.session.accessToken) return { status: 'authenticated', email: event.session.email };
      if (event.session.guestToken) return { status: 'guest', guestId: event.session.guestToken };
      return { status: 'anonymous' };
    case 'guest-issued':
      // A guest token that arrives after a sign-in must not demote the signed-in visitor.
      return state.status === 'authenticated' ? state : { status: 'guest', guestId: event.guestId };
    case 'signed-in':
      return { status: 'authenticated', email: event.email };
    case 'signed-out':
      return { status: 'anonymous' };
  }
}

/** Whether the visitor still needs a guest token (not signed in and none held). */
export function needsGuestToken(state: AuthState): boolean {
  return state.status === 'anonymous';
}
