/** PLACEHOLDER (the lead's scaffold): replaced by the screen's builder. */
import { StaffPage } from '../../shared/layout/StaffPage';

export function InventoryPage() {
  return <StaffPage title="InventoryPage">{null}</StaffPage>;
}
