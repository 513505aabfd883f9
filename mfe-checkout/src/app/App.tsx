/** The checkout remote's page app ('./app'): the cart store, the boundary and the route table. */
import { Provider } from 'jotai';
import { Suspense, useEffect } from 'react';
import { readCartOnce } from '../shared/cart-actions';
import { cartStore } from '../shared/cart-store';
import { release } from '../shared/release';
import { PageLoading } from '../shared/ui/PageLoading';
import { CheckoutRoutes } from './routes';

/**
 * The './cart' fragment normally loads the cart first; opened on its own (a visitor arriving on
 * /checkout), this app reads it itself. Either way the session's cart is read once.
 */
function readCartUnlessLoaded(): void {
  readCartOnce().catch(() => undefined);
}

// Evaluated when the shell first asks for './app': the cart is on its way while the page's code
// loads and renders, not one round trip after the app has mounted. (A render on the server knows
// no cart: src/server/render-page.tsx.)
if (typeof window !== 'undefined') readCartUnlessLoaded();

export function App() {
  useEffect(readCartUnlessLoaded, []);

  return (
    <Provider store={cartStore}>
      <div data-boundary="checkout" data-release={release()}>
        <Suspense fallback={<PageLoading />}>
          <CheckoutRoutes />
        </Suspense>
      </div>
    </Provider>
  );
}
