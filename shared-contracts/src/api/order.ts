/** `GET /Order/{orderId}`: the order for the confirmation page and order history (000 section 3, 001 section 3). */
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

/** 'Awaiting ATF approval': an order with NFA lines waits for ATF to approve the transfer (issue 30). */
export type OrderStatus = 'Paid' | 'Awaiting ATF approval';

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
}
