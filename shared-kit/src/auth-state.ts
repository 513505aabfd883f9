/**
 * Who the visitor is, as the shell last announced it (the `authState` state event), for React.
 * Undefined until the shell has said so (the first moments after a cold load); the event replays
 * its last value, so a component mounted later knows at once.
 */
// Through the package name: a remote's build takes the contracts from the shared singleton.
import { type AuthState, authState } from 'shared-contracts';
import { useStoreSnapshot } from './store-snapshot';

export type { AuthState } from 'shared-contracts';

const subscribe = (onChange: () => void) => authState.subscribe(() => onChange());
const snapshot = () => authState.current();
const serverSnapshot = () => undefined;

export function useAuthState(): AuthState | undefined {
  return useStoreSnapshot(subscribe, snapshot, serverSnapshot);
}

export function isSignedIn(state: AuthState | undefined): state is Extract<AuthState, { status: 'authenticated' }> {
  return state?.status === 'authenticated';
}
