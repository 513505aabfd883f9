import { useSyncExternalStore } from 'react';
import { type AuthState, authState } from 'shared-contracts';

const subscribe = (onChange: () => void) => authState.subscribe(() => onChange());
const snapshot = () => authState.current();

/**
 * Who the visitor is, as the shell last announced it; undefined until the shell has said so
 * (the first moments after a cold load).
 */
export function useAuthState(): AuthState | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

export function isSignedIn(state: AuthState | undefined): boolean {
  return state?.status === 'authenticated';
}
