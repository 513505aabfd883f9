/** Routes of the checkout remote. Each page's code is fetched only when its route is visited. */
import { Provider } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { refreshCart } from '../shared/cart-actions';
import { cartLoadedAtom, cartStore } from '../shared/cart-store';
import { confirmationOrderId, isCheckoutPath, useCurrentLocation } from '../shared/location';
import { PageLoading } from '../shared/ui/PageLoading';

const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('../features/confirmation/ConfirmationPage'));

function Routes() {
  const { pathname } = useCurrentLocation();
  if (isCheckoutPath(pathname)) return <CheckoutPage />;
  const orderId = confirmationOrderId(pathname);
  if (orderId) return <ConfirmationPage key={orderId} orderId={orderId} />;
  return null;
}

export function CheckoutApp() {
  useEffect(() => {
    // The './cart' app normally loads the cart first; opened on its own, this app reads it itself.
    if (!cartStore.get(cartLoadedAtom)) refreshCart().catch(() => undefined);
  }, []);

  return (
    <Provider store={cartStore}>
      <div data-boundary="checkout">
        <Suspense fallback={<PageLoading />}>
          <Routes />
        </Suspense>
      </div>
    </Provider>
  );
}
