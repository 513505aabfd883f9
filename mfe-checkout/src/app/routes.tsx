/**
 * The route table of the checkout remote: /checkout (the step is its `stepId` query parameter)
 * and /confirm/:orderId. Each page's code is fetched only when its route is visited. The table
 * follows the location through shared/location.ts rather than react-router-dom (see there).
 */
import { lazy } from 'react';
import { useCurrentLocation } from '../shared/location';

// Named: public/route-hints.json names these chunks, so the shell's server preloads them with the page.
const CheckoutPage = lazy(() => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('../features/confirmation/ConfirmationPage'));

/** `/checkout` (with or without a trailing slash). */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/checkout\/?$/.test(pathname);
}

/** `/confirm/123` -> '123'; null for any other path. */
export function confirmationOrderId(pathname: string): string | null {
  const match = /^\/confirm\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function CheckoutRoutes() {
  const { pathname } = useCurrentLocation();
  if (isCheckoutPath(pathname)) return <CheckoutPage />;
  const orderId = confirmationOrderId(pathname);
  // Keyed by the order: another order number is a new page, not a re-render of the last one.
  if (orderId) return <ConfirmationPage key={orderId} orderId={orderId} />;
  return null;
}
