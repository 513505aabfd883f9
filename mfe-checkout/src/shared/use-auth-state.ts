import { useEffect, useState } from 'react';
import { type AuthState, authState } from 'shared-contracts';

/** The visitor as the shell announces it (replayed, so the first render already knows). */
export function useAuthState(): AuthState | undefined {
  const [state, setState] = useState<AuthState | undefined>(() => authState.current());
  useEffect(() => authState.subscribe(setState), []);
  return state;
}

export function accountEmailOf(state: AuthState | undefined): string | null {
  return state?.status === 'authenticated' ? state.email : null;
}
