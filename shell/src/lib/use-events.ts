/** React views of the shared state events (they replay their last value to late subscribers). */

import { useCallback, useSyncExternalStore } from 'react';
import { type AuthState, authState, cartItemCount, cartState, type StateEvent } from 'shared-contracts';

export function useStateEvent<T>(event: StateEvent<T>): T | undefined {
  const subscribe = useCallback((onChange: () => void) => event.subscribe(() => onChange()), [event]);
  return useSyncExternalStore(subscribe, event.current, event.current);
}

export function useAuthState(): AuthState {
  return useStateEvent(authState) ?? { status: 'anonymous' };
}

export function useCartCount(): number {
  const cart = useStateEvent(cartState);
  return cart ? cartItemCount(cart) : 0;
}
