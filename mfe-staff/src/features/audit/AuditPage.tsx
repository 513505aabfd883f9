/** PLACEHOLDER (the lead's scaffold): replaced by the screen's builder. */
import { StaffPage } from '../../shared/layout/StaffPage';

export function AuditPage() {
  return <StaffPage title="AuditPage">{null}</StaffPage>;
}
