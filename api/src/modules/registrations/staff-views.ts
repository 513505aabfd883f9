/**
 * The back office's Pro Deal applications (issue 29, item 6): a page of them with the applicant,
 * the decision and who made it, and each private document by name, type and size with the staff
 * URL that shows it beside the application. Storage keys stay inside the API.
 */
import type { StaffApplicationPage, StaffProDealApplication } from 'shared-contracts/api/staff-inbox';
import type { StaffApplicationListQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { applicationBaseView, staffApplicationPage } from '../../shared/staff-lists';
import { documentsOfApplications, listApplications } from './queries';

/** The staff route that streams one document of an application. */
export const proDealDocumentUrl = (applicationId: string, documentId: string) =>
  `/staff/registrations/prodeal/${applicationId}/documents/${documentId}`;

export function proDealApplicationsForStaff(
  db: Db,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationPage<StaffProDealApplication>> {
  return staffApplicationPage(query, {
    list: (filter) => listApplications(db, filter),
    documentsOf: (ids) => documentsOfApplications(db, ids),
    documentUrl: proDealDocumentUrl,
    view: (row, documents): StaffProDealApplication => ({ ...applicationBaseView(row), documents }),
  });
}
