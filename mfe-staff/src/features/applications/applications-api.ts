/**
 * The applications screen's calls (issue 29 item 6): Pro Deal and dealer applications by status
 * (paged), the decision (approve, or reject with a reason for the applicant), and an application's
 * private documents as blobs. The answers' shapes are shared-contracts/api/staff-inbox.
 */
import type {
  StaffApplicationPage,
  StaffDealerApplication,
  StaffProDealApplication,
} from 'shared-contracts/api/staff-inbox';
import type { StaffDecisionRequest } from 'shared-contracts/schemas/staff-decision';
import type { ApplicationStatusFilter } from 'shared-contracts/schemas/staff-inbox';
import { staffBlob, staffCall } from '../../shared/api/staff-api';
import type { SegmentedOption } from '../../shared/ui/SegmentedSwitch';

export type Programme = 'prodeal' | 'dealer';
export const PROGRAMMES: ReadonlyArray<SegmentedOption<Programme>> = [
  { value: 'prodeal', label: 'Pro Deal' },
  { value: 'dealer', label: 'Dealers' },
];

export interface Applications {
  prodeal: StaffProDealApplication;
  dealer: StaffDealerApplication;
}
export type AnyApplication = Applications[Programme];

/** Applications of one page: each is a large card with its documents. */
export const APPLICATIONS_PAGE_SIZE = 10;

export function listApplications<P extends Programme>(programme: P, status: ApplicationStatusFilter, page: number) {
  return staffCall<StaffApplicationPage<Applications[P]>>(`/staff/registrations/${programme}`, {
    query: { status, page, pageSize: APPLICATIONS_PAGE_SIZE },
  });
}

export function decideApplication(programme: Programme, id: string, decision: StaffDecisionRequest) {
  return staffCall<{ message: string }>(`/staff/registrations/${programme}/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
  });
}

/** A document's bytes (its `url` is the staff route that streams it), for an object URL. */
export function documentBlob(url: string): Promise<Blob> {
  return staffBlob(url);
}
