/**
 * The order lifecycle (issue 29, docs/decisions/0030) as one pure table: every state an order can be
 * in, and which staff action moves it where. The API's fulfilment module asks `nextStatus` before it
 * changes anything (a refused move answers 409); the staff remote reads the same table to offer only
 * the actions that can succeed; the customer views show `customerStatusText`.
 *
 * - Paid: placed and paid, nothing firearm-related to check (ready to pick and pack).
 * - Awaiting ATF approval: an NFA order (issue 30) until staff release it.
 * - Awaiting FFL: a firearm order until staff verify the receiving dealer's licence.
 * - Ready to ship: checks done.
 * - Partially shipped / Shipped: some / every unit left in a shipment.
 * - Cancelled: cancelled before anything shipped (payment voided or refunded).
 * - Partially refunded / Refunded: money given back in part / in whole.
 */

export const ORDER_STATUSES = [
  'Paid',
  'Awaiting ATF approval',
  'Awaiting FFL',
  'Ready to ship',
  'Partially shipped',
  'Shipped',
  'Cancelled',
  'Refunded',
  'Partially refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A staff action on an order, with the facts the move depends on. */
export type OrderAction =
  /** ATF approved an NFA transfer: on to the FFL check when firearm lines await it, else ready. */
  | { type: 'release-atf'; awaitsFfl: boolean }
  /** The receiving dealer's licence is verified. */
  | { type: 'verify-ffl' }
  /** A shipment left; `complete` when every unit of the order has now shipped. */
  | { type: 'ship'; complete: boolean }
  /** Cancel: only while nothing has shipped (`anyShipped`). */
  | { type: 'cancel'; anyShipped: boolean }
  /** A refund; `full` when the refunds now add up to the captured total. */
  | { type: 'refund'; full: boolean };

export type OrderActionType = OrderAction['type'];

const UNSHIPPED: readonly OrderStatus[] = ['Paid', 'Awaiting ATF approval', 'Awaiting FFL', 'Ready to ship'];
const SHIPPABLE: readonly OrderStatus[] = ['Paid', 'Ready to ship', 'Partially shipped', 'Partially refunded'];
const REFUNDABLE: readonly OrderStatus[] = [...UNSHIPPED, 'Partially shipped', 'Shipped', 'Partially refunded'];

/** The status after `action`, or null when the action is refused in `from`. */
export function nextStatus(from: OrderStatus, action: OrderAction): OrderStatus | null {
  switch (action.type) {
    case 'release-atf':
      return from === 'Awaiting ATF approval' ? (action.awaitsFfl ? 'Awaiting FFL' : 'Ready to ship') : null;
    case 'verify-ffl':
      return from === 'Awaiting FFL' ? 'Ready to ship' : null;
    case 'ship':
      return SHIPPABLE.includes(from) ? (action.complete ? 'Shipped' : 'Partially shipped') : null;
    case 'cancel':
      return !action.anyShipped && (UNSHIPPED.includes(from) || from === 'Partially refunded') ? 'Cancelled' : null;
    case 'refund':
      return REFUNDABLE.includes(from) ? (action.full ? 'Refunded' : 'Partially refunded') : null;
  }
}

/** The states in which nothing more happens to an order. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Refunded'];

/** What the customer reads (account order details, confirmation page): paid orders say so. */
export function customerStatusText(status: string): string {
  switch (status) {
    case 'Awaiting ATF approval':
      return 'Paid, awaiting ATF approval';
    case 'Awaiting FFL':
      return 'Paid, awaiting FFL dealer check';
    case 'Ready to ship':
      return 'Paid, preparing to ship';
    default:
      return status;
  }
}
