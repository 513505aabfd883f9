/**
 * The back office's inbox of product registrations (issue 29, item 6): a page of them (open,
 * handled or all; newest first) with the owner, model, serial number and where it was bought, and
 * marking one handled (once; on the audit log, see shared/inbox-handling).
 */
import type { StaffInboxPage, StaffProductRegistration } from 'shared-contracts/api/staff-inbox';
import { STAFF_INBOX_MESSAGES, type StaffInboxQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { handleInboxItem, type InboxKind, inboxPage, receivedAndHandled } from '../../shared/inbox-handling';
import type { StaffActor } from '../../shared/staff-access';
import { findRegistration, listRegistrations, markRegistrationHandled } from './queries';

type Row = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

function view(row: Row): StaffProductRegistration {
  return {
    id: row.id,
    serialNumber: row.serial_number,
    productId: row.product_id,
    productTitle: row.product_title,
    purchaseDate: row.purchase_date,
    dealerId: row.dealer_id,
    dealerName: row.dealer_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    postalCode: row.postal_code,
    userId: row.user_id,
    ...receivedAndHandled(row),
  };
}

export function productRegistrationInbox(
  db: Db,
  query: StaffInboxQuery,
): Promise<StaffInboxPage<StaffProductRegistration>> {
  return inboxPage(query, listRegistrations(db, query), view);
}

const PRODUCT_REGISTRATIONS: InboxKind<Row> = {
  objectType: 'product-registration',
  notFoundMessage: STAFF_INBOX_MESSAGES.productRegistrationNotFound,
  alreadyHandledMessage: (by, at) => STAFF_INBOX_MESSAGES.alreadyHandled('product registration', by, at),
  markHandled: markRegistrationHandled,
  find: findRegistration,
};

export async function handleProductRegistration(
  db: Db,
  actor: StaffActor,
  id: string,
): Promise<StaffProductRegistration> {
  return view(await handleInboxItem(db, actor, PRODUCT_REGISTRATIONS, id));
}
