/**
 * After the order is placed: forget the kept forms, report the purchase, show the confirmation,
 * and read the session's new (empty) cart, since the paid one is gone on the server.
 */
import { analytics, type CartWithLines } from 'shared-contracts';
import { analyticsItems } from '../../../shared/analytics';
import { resetAndRefreshCart } from '../../../shared/cart-actions';
import { navigate } from '../../../shared/location';
import { clearStoredForms } from '../form-storage';

export function finishOrder(cart: CartWithLines, orderId: number | string): void {
  clearStoredForms();
  analytics.emit({
    name: 'purchase',
    currency: 'USD',
    value: cart.totalAmount,
    transaction_id: String(orderId),
    tax: cart.taxAmount,
    shipping: cart.shipping,
    items: analyticsItems(cart),
  });
  navigate(`/confirm/${orderId}`);
  void resetAndRefreshCart().catch(() => undefined);
}
