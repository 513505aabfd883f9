/**
 * Which actions the order detail offers: an action shows only when the order's state allows it
 * (the shared state table, shared-contracts/domain/order-states.ts, the one the API asks before it
 * changes anything) and the staffer's role holds its permission. The API refuses anything else
 * regardless; this keeps the page from offering what would fail.
 */
import { nextStatus, type OrderStatus } from 'shared-contracts/domain/order-states';
import type { StaffPermission } from 'shared-contracts/domain/staff-permissions';
import type { OrderDetail, OrderLine } from './orders-api';

/** Units of a line that may still ship: neither shipped nor refunded (as the API counts them). */
export const unitsToShip = (line: OrderLine) => Math.max(0, line.quantity - line.shipped - line.refunded);

/** Units of a line that may still be refunded. */
export const unitsToRefund = (line: OrderLine) => Math.max(0, line.quantity - line.refunded);

/** What is left of the captured payment, in cents. */
export const centsLeftToRefund = (order: OrderDetail) =>
  Math.max(0, Math.round(order.payment.captured * 100) - Math.round(order.payment.refunded * 100));

export interface OrderActions {
  releaseAtf: boolean;
  verifyFfl: boolean;
  /** The order's dealer has a current licence on file in the directory. */
  verifyByDirectory: boolean;
  viewLicenceCopy: boolean;
  ship: boolean;
  cancel: boolean;
  refund: boolean;
  note: boolean;
  resendConfirmation: boolean;
}

export function orderActions(order: OrderDetail, can: (permission: StaffPermission) => boolean): OrderActions {
  const status: OrderStatus = order.status;
  const allows = (action: Parameters<typeof nextStatus>[1]) => nextStatus(status, action) !== null;
  const anyShipped = order.items.some((line) => line.shipped > 0);
  const verifyFfl = order.hasFflItems && allows({ type: 'verify-ffl' }) && can('ffl.verify');
  return {
    releaseAtf: allows({ type: 'release-atf', awaitsFfl: order.hasFflItems }) && can('ffl.verify'),
    verifyFfl,
    verifyByDirectory: verifyFfl && order.dealer?.directory?.licence === 'current',
    viewLicenceCopy: can('ffl.verify'),
    ship:
      allows({ type: 'ship', complete: false }) &&
      order.items.some((line) => unitsToShip(line) > 0) &&
      can('orders.ship'),
    cancel: allows({ type: 'cancel', anyShipped }) && can('orders.cancel'),
    refund: allows({ type: 'refund', full: false }) && centsLeftToRefund(order) > 0 && can('orders.refund'),
    note: can('orders.note'),
    resendConfirmation: can('orders.resend-email'),
  };
}
