/**
 * The back office's inbox of image requests (issue 29, item 6): a page of them (open, handled or
 * all; newest first) and marking one handled (once; on the audit log, see shared/inbox-handling).
 */
import type { StaffImageRequest, StaffInboxPage } from 'shared-contracts/api/staff-inbox';
import { STAFF_INBOX_MESSAGES, type StaffInboxQuery } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { handleInboxItem, type InboxKind, inboxPage, receivedAndHandled } from '../../shared/inbox-handling';
import type { StaffActor } from '../../shared/staff-access';
import { findImageRequest, listImageRequests, markImageRequestHandled } from './queries';

type Row = NonNullable<Awaited<ReturnType<typeof findImageRequest>>>;

function view(row: Row): StaffImageRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    lookingFor: row.looking_for,
    ...receivedAndHandled(row),
  };
}

export function imageRequestInbox(db: Db, query: StaffInboxQuery): Promise<StaffInboxPage<StaffImageRequest>> {
  return inboxPage(query, listImageRequests(db, query), view);
}

const IMAGE_REQUESTS: InboxKind<Row> = {
  objectType: 'image-request',
  notFoundMessage: STAFF_INBOX_MESSAGES.imageRequestNotFound,
  alreadyHandledMessage: (by, at) => STAFF_INBOX_MESSAGES.alreadyHandled('image request', by, at),
  markHandled: markImageRequestHandled,
  find: findImageRequest,
};

export async function handleImageRequest(db: Db, actor: StaffActor, id: string): Promise<StaffImageRequest> {
  return view(await handleInboxItem(db, actor, IMAGE_REQUESTS, id));
}
