import type { Db } from '../../platform/db/index';
import { hasWaitingAlert, insertAlert } from './queries';

/** Records a back-in-stock alert; asking twice for the same product keeps one waiting alert. */
export async function subscribeToStockAlert(
  db: Db,
  alert: { email: string; productId: string; productName: string },
): Promise<void> {
  const email = alert.email.trim().toLowerCase();
  if (await hasWaitingAlert(db, email, alert.productId)) return;
  await insertAlert(db, { ...alert, email });
}
