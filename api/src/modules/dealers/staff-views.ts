/**
 * The back office's dealer applications (issue 29, item 6): a page of them with the applicant, the
 * dealer as registered (company, FFL number, SOT EIN, locator address, shipping and billing), the
 * decision and who made it, and the FFL and SOT documents by name, type and size with the staff URL
 * that shows each beside the application. Storage keys stay inside the API.
 */
import type { StaffApplicationPage, StaffDealerApplication } from 'shared-contracts/api/staff-inbox';
import type { StaffApplicationListQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { documentsOfApplications, listDealerApplications } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The staff route that streams one document of a dealer application. */
export const dealerDocumentUrl = (applicationId: string, documentId: string) =>
  `/staff/registrations/dealer/${applicationId}/documents/${documentId}`;

export async function dealerApplicationsForStaff(
  db: Db,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationPage<StaffDealerApplication>> {
  const status = query.status;
  const { rows, total } = await listDealerApplications(db, {
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
      dealerId: row.dealer_id,
      company: row.company,
      fflNumber: row.ffl_number,
      fflExpiresOn: row.ffl_expires_on,
      sotEin: row.sot_ein,
      dealerPhone: row.dealer_phone,
      dealerEmail: row.dealer_email,
      website: row.website,
      locatorAddress: {
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        zip: row.zip,
      },
      inLocator: row.in_locator,
      shippingAddress: row.shipping_address,
      billingAddress: row.billing_address,
      documents: documents
        .filter((doc) => doc.application_id === row.id)
        .map((doc) => ({
          id: doc.id,
          kind: doc.kind,
          name: doc.original_name,
          contentType: doc.content_type,
          sizeBytes: Number(doc.size_bytes),
          uploadedAt: iso(doc.created_at),
          url: dealerDocumentUrl(row.id, doc.id),
        })),
    })),
  };
}
