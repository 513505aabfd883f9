import type { Order } from 'shared-contracts';
import { apiCall } from 'shared-kit';

/**
 * GET /Order/{orderId}: apiCall sends the bearer token when signed in, else the X-Guest-Id
 * header. Failures are shown by the page itself (a friendly empty state), not as an error toast.
 */
export function fetchOrder(orderId: string): Promise<Order> {
  return apiCall<Order>(`/Order/${encodeURIComponent(orderId)}`, { skipErrorHandler: true });
}
