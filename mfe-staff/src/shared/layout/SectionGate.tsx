/**
 * A section's page, or why the staffer's role cannot open it. The API refuses the role anyway
 * (403); this keeps a typed-in URL from showing a screen of failing calls.
 */
import type { ReactNode } from 'react';
import type { StaffPermission } from 'shared-contracts/domain/staff-permissions';
import { useCan } from '../session/staff-session';
import { Notice } from '../ui/Notice';
import { StaffPage } from './StaffPage';

export function SectionGate({ permission, page }: { permission: StaffPermission; page: ReactNode }) {
  const can = useCan();
  if (can(permission)) return page;
  return (
    <StaffPage title="Not for your role">
      <Notice tone="info">Your role cannot open this section. Ask an owner if you need it.</Notice>
    </StaffPage>
  );
}
