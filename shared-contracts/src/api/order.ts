/** `GET /Order/{orderId}`: the order for the confirmation page and order history (000 section 3, 001 section 3). */
import type { OrderStatus } from '../domain/order-states';
import type { CartOption } from './cart';

export interface OrderItem {
  id: number;
  /** The SKU. */
  productId: string;
  productName: string;
  productUrl: string;
  imageUrl: string;
  options: CartOption[];
  /** Price charged for one unit. */
  unitPrice: number;
  quantity: number;
  /** Line total: unitPrice x quantity. */
  price: number;
  isFflItem: boolean;
}

/** The order's state (issue 29's lifecycle; 'Awaiting ATF approval' is issue 30's NFA wait). */
export type { OrderStatus } from '../domain/order-states';

/** One shipment of the order as the customer sees it (issue 29). */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page for the number; empty for a carrier without one. */
  trackingUrl: string;
  shippedAt: string;
  items: Array<{ orderItemId: number; quantity: number }>;
}

export interface Order {
  /** Numeric order number. */
  id: number;
  createdAt: string;
  status: OrderStatus;
  userEmail: string;
  shippingName: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZipCode: string;
  shippingCountry: string;
  customerPhone: string;
  /** Dealer fields are empty strings when the order holds no FFL item. */
  dealerName: string;
  dealerAddress: string;
  dealerCity: string;
  dealerState: string;
  dealerZipCode: string;
  dealerCountry: string;
  dealerPhone: string;
  items: OrderItem[];
  /** Sum of the line totals. */
  subTotal: number;
  shippingCost: number;
  shippingMethod: string;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  /** Shipments so far, oldest first (empty until the first one leaves). */
  shipments: OrderShipment[];
  /** Refunded so far (0 when nothing was). */
  refundedAmount: number;
}
