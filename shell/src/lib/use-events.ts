/** React views of the shared state events (they replay their last value to late subscribers). */

import { useCallback } from 'react';
import { type AuthState, authState, cartItemCount, cartState, type StateEvent } from 'shared-contracts';
import { useStoreSnapshot } from 'shared-kit/store-snapshot';

/** What a server render knows of any state event: nothing (a hydrating render starts from it too). */
const unknownOnServer = () => undefined;

export function useStateEvent<T>(event: StateEvent<T>): T | undefined {
  const subscribe = useCallback((onChange: () => void) => event.subscribe(() => onChange()), [event]);
  return useStoreSnapshot(subscribe, event.current, unknownOnServer);
}

export function useAuthState(): AuthState {
  return useStateEvent(authState) ?? { status: 'anonymous' };
}

export function useCartCount(): number {
  const cart = useStateEvent(cartState);
  return cart ? cartItemCount(cart) : 0;
}
