/** Pro Deal applications and their documents in the database. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { ApplicationStatus } from '../../platform/db/tables/registrations';

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

/** A document with its owner, for the owner-only download. */
export async function findDocument(db: Db, id: string) {
  return db
    .selectFrom('registration_documents as d')
    .innerJoin('pro_deal_applications as a', 'a.id', 'd.application_id')
    .select(['d.storage_key', 'd.content_type', 'd.original_name', 'a.user_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function listApplications(db: Db, status: ApplicationStatus | undefined) {
  let query = db
    .selectFrom('pro_deal_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.status',
      'a.reason',
      'a.created_at',
      'u.email',
      'u.first_name',
      'u.last_name',
      sql<number>`(select count(*) from registration_documents d where d.application_id = a.id)::int`.as('documents'),
    ])
    .orderBy('a.created_at', 'asc')
    .limit(200);
  if (status) query = query.where('a.status', '=', status);
  return query.execute();
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
