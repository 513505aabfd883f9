/** How the history and the form name an adjustment's reason. */
import type { AdjustmentReason } from './inventory-api';

export const REASON_NAMES: Record<AdjustmentReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  'count correction': 'Count correction',
  'order cancelled': 'Order cancelled',
  'refund restock': 'Refund restock',
};
