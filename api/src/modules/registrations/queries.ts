/** Pro Deal applications and their documents in the database. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { ApplicationStatus } from '../../platform/db/tables/registrations';
import {
  APPLICANT_COLUMNS,
  APPLICATION_COLUMNS,
  applicationOrder,
  decidedBy,
  pageOfRows,
} from '../../shared/staff-lists';

export interface NewDocument {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

export async function insertApplication(db: Db, userId: string, documents: NewDocument[]): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('pro_deal_applications')
      .values({ user_id: userId, status: 'Pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('registration_documents')
      .values(
        documents.map((doc) => ({
          application_id: id,
          storage_key: doc.storageKey,
          content_type: doc.contentType,
          size_bytes: doc.sizeBytes,
          original_name: doc.originalName,
        })),
      )
      .execute();
    return id;
  });
}

/** The account's newest application's status. */
export async function latestStatus(db: Db, userId: string): Promise<ApplicationStatus | undefined> {
  const row = await db
    .selectFrom('pro_deal_applications')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status;
}

/** A document with its application and owner: the owner's download and the back office's view. */
export async function findDocument(db: Db, id: string) {
  return db
    .selectFrom('registration_documents as d')
    .innerJoin('pro_deal_applications as a', 'a.id', 'd.application_id')
    .select(['d.storage_key', 'd.content_type', 'd.original_name', 'd.application_id', 'a.user_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/**
 * A page of applications with their applicants (never a password hash: columns are named), newest
 * first, or oldest first when only pending ones are asked (the queue is worked in order). Who
 * decided comes from the audit log, which records every decision.
 */
export function listApplications(
  db: Db,
  filter: { status: ApplicationStatus | undefined; page: number; pageSize: number },
) {
  let base = db.selectFrom('pro_deal_applications as a').innerJoin('users as u', 'u.id', 'a.user_id');
  if (filter.status) base = base.where('a.status', '=', filter.status);
  return pageOfRows(
    base,
    (query) => query.select([...APPLICATION_COLUMNS, ...APPLICANT_COLUMNS, decidedBy('prodeal-application')]),
    applicationOrder(filter.status),
    filter,
  );
}

/** The documents of these applications (no storage keys: they stay inside the API). */
export function documentsOfApplications(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('registration_documents')
      .select(['id', 'application_id', 'original_name', 'content_type', 'size_bytes', 'created_at'])
      .where('application_id', 'in', applicationIds)
      // One application's documents share their insert time: by name after it, so the order is stable.
      .orderBy('created_at')
      .orderBy('original_name')
      .orderBy('id')
      .execute()
  );
}

/** Decides a pending application once; answers the customer to tell, or undefined. */
export async function decideApplication(
  db: Db,
  id: string,
  status: 'Approved' | 'Rejected',
  reason: string | null,
): Promise<{ email: string; firstName: string } | undefined> {
  const decided = await db
    .updateTable('pro_deal_applications')
    .set({ status, reason, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returning('user_id')
    .executeTakeFirst();
  if (!decided) return undefined;
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', decided.user_id)
    .executeTakeFirstOrThrow();
  return { email: user.email, firstName: user.first_name };
}
