/**
 * The back office's order calls (GET/POST /staff/orders..., docs/decisions/0030) and the shapes
 * they answer, written from the API's views (api/src/modules/fulfilment/views.ts). Request bodies
 * are the shared schemas' types, so the forms and the API validate the same thing.
 */
import type { OrderStatus } from 'shared-contracts/domain/order-states';
import type { StaffRefundRequest, StaffShipRequest } from 'shared-contracts/schemas/staff-orders';
import { staffBlob, staffCall } from '../../shared/api/staff-api';

export interface OrderListRow {
  id: number;
  createdAt: string;
  status: OrderStatus;
  email: string;
  customerName: string | null;
  totalAmount: number;
  refundedAmount: number;
  hasFflItems: boolean;
}

export interface OrderList {
  orders: OrderListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The list's filters as the API takes them (blank ones are left out of the query). */
export interface OrderListQuery {
  status?: string;
  from?: string;
  to?: string;
  ffl?: string;
  q?: string;
  page?: number;
}

export interface OrderLine {
  id: number;
  sku: string;
  productName: string;
  options: Array<{ label: string; value: string }> | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  isFflItem: boolean;
  shipped: number;
  refunded: number;
}

export interface PostalBlock {
  name?: string | null;
  company?: string | null;
  phone?: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export type DirectoryLicence = 'current' | 'expired' | 'not on file';

export interface OrderDealer {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  /** The directory dealer of that name and zip, whose licence on file can verify the FFL. */
  directory: {
    id: string;
    fflNumber: string | null;
    licenceExpiresOn: string | null;
    licence: DirectoryLicence;
  } | null;
}

export interface OrderNote {
  id: string;
  body: string;
  actor: string;
  createdAt: string;
}

export interface TimelineEvent {
  id: string;
  at: string;
  kind: 'status' | 'note' | 'ffl' | 'shipment' | 'refund' | 'email';
  summary: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  actor: string;
}

export interface Shipment {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  actor: string;
  lines: Array<{ orderItemId: number; quantity: number }>;
  dispositionEntries: Array<{ entryId: number; serial: string }>;
}

export interface Refund {
  id: string;
  kind: 'refund' | 'void';
  amount: number;
  lines: Array<{ orderItemId: number; quantity: number }>;
  restock: boolean;
  reason: string | null;
  actor: string;
  createdAt: string;
}

export interface FflVerification {
  id: string;
  method: 'directory' | 'upload';
  fflNumber: string | null;
  licenceExpiresOn: string;
  licenceCopy: { contentType: string | null; sizeBytes: number | null; originalName: string | null } | null;
  actor: string;
  verifiedAt: string;
}

export interface OrderDetail {
  id: number;
  createdAt: string;
  status: OrderStatus;
  customer: {
    email: string;
    name: string | null;
    phone: string | null;
    company: string | null;
    guest: boolean;
  };
  billingAddress: PostalBlock;
  shippingAddress: PostalBlock;
  dealer: OrderDealer | null;
  hasFflItems: boolean;
  items: OrderLine[];
  shippingMethod: string | null;
  promoCode: string | null;
  totals: {
    subTotal: number;
    shippingCost: number;
    discountAmount: number;
    taxAmount: number;
    totalAmount: number;
  };
  payment: { transactionId: string | null; captured: number; refunded: number };
  notes: OrderNote[];
  timeline: TimelineEvent[];
  shipments: Shipment[];
  refunds: Refund[];
  fflVerifications: FflVerification[];
}

const orderPath = (id: number | string) => `/staff/orders/${encodeURIComponent(String(id))}`;

export function listOrders(query: OrderListQuery): Promise<OrderList> {
  return staffCall<OrderList>('/staff/orders', { query: { ...query } });
}

export function getOrder(id: number | string): Promise<OrderDetail> {
  return staffCall<OrderDetail>(orderPath(id));
}

export function addNote(id: number, body: string): Promise<OrderNote> {
  return staffCall<OrderNote>(`${orderPath(id)}/notes`, { method: 'POST', body: { body } });
}

export function releaseAtf(id: number): Promise<{ status: OrderStatus }> {
  return staffCall(`${orderPath(id)}/release-atf`, { method: 'POST' });
}

export function verifyByDirectory(id: number, dealerId: string): Promise<{ status: OrderStatus }> {
  return staffCall(`${orderPath(id)}/ffl/directory`, { method: 'POST', body: { dealerId } });
}

/** Multipart: the file as `licence`, with `expiresOn` (YYYY-MM-DD) and `fflNumber`. */
export function verifyByLicenceCopy(
  id: number,
  input: { licence: File; expiresOn: string; fflNumber: string },
): Promise<{ status: OrderStatus }> {
  const form = new FormData();
  form.append('expiresOn', input.expiresOn);
  form.append('fflNumber', input.fflNumber);
  form.append('licence', input.licence, input.licence.name);
  return staffCall(`${orderPath(id)}/ffl/upload`, { method: 'POST', body: form });
}

export function licenceCopy(id: number, verificationId: string): Promise<Blob> {
  return staffBlob(`${orderPath(id)}/ffl/${encodeURIComponent(verificationId)}/licence`);
}

export interface ShipAnswer {
  status: OrderStatus;
  shipments: Array<{ id: string; carrier: string; trackingNumber: string }>;
  mailed: boolean;
}

export function ship(id: number, request: StaffShipRequest): Promise<ShipAnswer> {
  return staffCall<ShipAnswer>(`${orderPath(id)}/shipments`, { method: 'POST', body: request });
}

export function cancelOrder(id: number, reason: string): Promise<{ status: OrderStatus; mailed: boolean }> {
  return staffCall(`${orderPath(id)}/cancel`, { method: 'POST', body: { reason } });
}

export interface RefundAnswer {
  status: OrderStatus;
  refundedAmount: string;
  amount: string;
  restock: boolean;
  mailed: boolean;
}

export function refund(id: number, request: StaffRefundRequest): Promise<RefundAnswer> {
  return staffCall<RefundAnswer>(`${orderPath(id)}/refunds`, { method: 'POST', body: request });
}

export function resendConfirmation(id: number): Promise<{ sent: boolean }> {
  return staffCall(`${orderPath(id)}/resend-confirmation`, { method: 'POST' });
}
