/**
 * The back office's dealer applications (issue 29, item 6): a page of them with the applicant, the
 * dealer as registered (company, FFL number, SOT EIN, locator address, shipping and billing), the
 * decision and who made it, and the FFL and SOT documents by name, type and size with the staff URL
 * that shows each beside the application. Storage keys stay inside the API.
 */
import type { StaffApplicationPage, StaffDealerApplication } from 'shared-contracts/api/staff-inbox';
import type { StaffApplicationListQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { applicationBaseView, staffApplicationPage } from '../../shared/staff-lists';
import { documentsOfApplications, listDealerApplications } from './queries';

/** The staff route that streams one document of a dealer application. */
export const dealerDocumentUrl = (applicationId: string, documentId: string) =>
  `/staff/registrations/dealer/${applicationId}/documents/${documentId}`;

export function dealerApplicationsForStaff(
  db: Db,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationPage<StaffDealerApplication>> {
  return staffApplicationPage(query, {
    list: (filter) => listDealerApplications(db, filter),
    documentsOf: (ids) => documentsOfApplications(db, ids),
    documentUrl: dealerDocumentUrl,
    view: (row, documents): StaffDealerApplication => ({
      ...applicationBaseView(row),
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
      documents,
    }),
  });
}
