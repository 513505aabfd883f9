/** Image requests in the database: kept from the form, listed and marked handled by the back office. */
import { sql } from 'kysely';
import type { InboxState } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { inboxRows } from '../../shared/inbox-handling';

export async function insertImageRequest(
  db: Db,
  request: { firstName: string; lastName: string; email: string; lookingFor: string },
): Promise<string> {
  const row = await db
    .insertInto('image_requests')
    .values({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      looking_for: request.lookingFor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns the back office's inbox shows (every column of the table). */
const INBOX_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'looking_for',
  'created_at',
  'handled_at',
  'handled_by',
] as const;

/** A page of image requests, newest first: the open ones, the handled ones or all. */
export function listImageRequests(db: Db, query: { state: InboxState; page: number; pageSize: number }) {
  return inboxRows(db.selectFrom('image_requests'), (rows) => rows.select(INBOX_COLUMNS), query);
}

export function findImageRequest(db: Db, id: string) {
  return db.selectFrom('image_requests').select(INBOX_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Marks an open request handled; undefined when it is unknown or handled already. */
export function markImageRequestHandled(db: Db, id: string, by: string) {
  return db
    .updateTable('image_requests')
    .set({ handled_at: sql<Date>`now()`, handled_by: by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning(INBOX_COLUMNS)
    .executeTakeFirst();
}
