/**
 * The back office's Pro Deal applications (issue 29, item 6): a page of them with the applicant,
 * the decision and who made it, and each private document by name, type and size with the staff
 * URL that shows it beside the application. Storage keys stay inside the API.
 */
import type { StaffApplicationPage, StaffProDealApplication } from 'shared-contracts/api/staff-inbox';
import type { StaffApplicationListQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { documentsOfApplications, listApplications } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The staff route that streams one document of an application. */
export const proDealDocumentUrl = (applicationId: string, documentId: string) =>
  `/staff/registrations/prodeal/${applicationId}/documents/${documentId}`;

export async function proDealApplicationsForStaff(
  db: Db,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationPage<StaffProDealApplication>> {
  const status = query.status;
  const { rows, total } = await listApplications(db, {
    status: status === 'all' ? undefined : status,
    page: query.page,
    pageSize: query.pageSize,
  });
  const documents = await documentsOfApplications(
    db,
    rows.map((row) => row.id),
  );
  return {
    status,
    total,
    page: query.page,
    pageSize: query.pageSize,
    applications: rows.map((row) => ({
      id: row.id,
      status: row.status,
      reason: row.reason,
      createdAt: iso(row.created_at),
      decidedAt: row.decided_at ? iso(row.decided_at) : null,
      decidedBy: row.decided_by,
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      emailVerified: row.email_verified_at !== null,
      documents: documents
        .filter((doc) => doc.application_id === row.id)
        .map((doc) => ({
          id: doc.id,
          name: doc.original_name,
          contentType: doc.content_type,
          sizeBytes: Number(doc.size_bytes),
          uploadedAt: iso(doc.created_at),
          url: proDealDocumentUrl(row.id, doc.id),
        })),
    })),
  };
}
