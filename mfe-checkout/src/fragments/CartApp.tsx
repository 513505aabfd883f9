/**
 * What the './cart' fragment renders (cart-lifecycles.tsx starts its service). The visible part
 * is the drawer, whose code is fetched the first time the drawer opens so that the chunk
 * every page loads stays small.
 */
import { Provider, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cartStore, drawerOpenAtom } from '../shared/cart-store';

const CartDrawer = lazy(() => import('../features/cart/components/CartDrawer'));

export function CartApp() {
  const open = useAtomValue(drawerOpenAtom, { store: cartStore });
  const [everOpened, setEverOpened] = useState(open);
  useEffect(() => {
    if (open) setEverOpened(true);
  }, [open]);

  if (!everOpened) return null;
  return (
    <Provider store={cartStore}>
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
    </Provider>
  );
}
