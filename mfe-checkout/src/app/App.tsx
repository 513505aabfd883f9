/** The checkout remote's page app ('./app'): the cart store, the boundary and the route table. */
import { Provider } from 'jotai';
import { Suspense, useEffect } from 'react';
import { refreshCart } from '../shared/cart-actions';
import { cartLoadedAtom, cartStore } from '../shared/cart-store';
import { PageLoading } from '../shared/ui/PageLoading';
import { CheckoutRoutes } from './routes';

export function App() {
  useEffect(() => {
    // The './cart' fragment normally loads the cart first; opened on its own, this app reads it itself.
    if (!cartStore.get(cartLoadedAtom)) refreshCart().catch(() => undefined);
  }, []);

  return (
    <Provider store={cartStore}>
      <div data-boundary="checkout">
        <Suspense fallback={<PageLoading />}>
          <CheckoutRoutes />
        </Suspense>
      </div>
    </Provider>
  );
}
