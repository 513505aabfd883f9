/** PLACEHOLDER (the lead's scaffold): replaced by the screen's builder. */
import { StaffPage } from '../../shared/layout/StaffPage';

export function CustomersPage() {
  return <StaffPage title="CustomersPage">{null}</StaffPage>;
}
