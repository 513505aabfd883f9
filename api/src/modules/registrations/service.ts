/**
 * Pro Deal (issue 10): a signed-in customer applies with supporting documents (kept private by the
 * file storage provider); staff approve or reject with a reason and the customer is e-mailed; an
 * approved customer's cart is priced at the Pro Deal tier (decision 0011).
 */
import type { Db } from '../../platform/db/index';
import type { ApplicationStatus } from '../../platform/db/tables/registrations';
import { notFound } from '../../platform/http-errors';
import type { Mailer } from '../../providers/mail/index';
import { type FileStorage, newFileKey } from '../../providers/storage/index';
import { readPrivateDocument } from '../../shared/private-document';
import type { UploadedDocument } from '../../shared/uploaded-documents';
import { isUuid } from '../../shared/uuid';
import { type AuditActor, recordAudit } from '../audit/index';
import { decisionMail } from './mails';
import { decideApplication, findDocument, insertApplication, latestStatus } from './queries';

export type ProDealStatus = 'None' | ApplicationStatus;

export const PRO_DEAL_MESSAGES = {
  received: 'Your Pro Deal application was received. We will e-mail you once it has been reviewed.',
  emailMismatch: 'Please update your contact information: the email must be the one of your account',
  documentNotFound: 'Document not found',
  applicationNotFound: 'No pending application with this id',
} as const;

export async function applyForProDeal(
  deps: { db: Db; storage: FileStorage },
  userId: string,
  files: UploadedDocument[],
): Promise<string> {
  const stored: { storageKey: string; contentType: string; sizeBytes: number; originalName: string }[] = [];
  try {
    for (const file of files) {
      const storageKey = newFileKey('pro-deal', file.kind);
      await deps.storage.put(storageKey, file.body, { contentType: file.contentType });
      stored.push({ storageKey, contentType: file.contentType, sizeBytes: file.size, originalName: file.originalName });
    }
    return await insertApplication(deps.db, userId, stored);
  } catch (error) {
    // Nothing half-kept: files of an application that was not recorded are removed again.
    await Promise.all(stored.map((doc) => deps.storage.delete(doc.storageKey).catch(() => undefined)));
    throw error;
  }
}

export async function proDealStatusOf(db: Db, userId: string): Promise<ProDealStatus> {
  return (await latestStatus(db, userId)) ?? 'None';
}

/** The Pro Deal tier applies to this customer's prices. */
export async function hasProDealPricing(db: Db, userId: string): Promise<boolean> {
  return (await latestStatus(db, userId)) === 'Approved';
}

/** One document for its owner; anybody else (and a missing file) is answered as not found. */
export function documentForOwner(deps: { db: Db; storage: FileStorage }, userId: string, id: string) {
  const find = (documentId: string) => findDocument(deps.db, documentId);
  return readPrivateDocument(
    deps.storage,
    id,
    find,
    (row) => row.user_id === userId,
    PRO_DEAL_MESSAGES.documentNotFound,
  );
}

/** One document of this application, for the back office; a document of another one is not found. */
export function documentOfApplication(deps: { db: Db; storage: FileStorage }, applicationId: string, id: string) {
  const find = (documentId: string) => findDocument(deps.db, documentId);
  const ofThisApplication = (row: { application_id: string }) => row.application_id === applicationId;
  return readPrivateDocument(deps.storage, id, find, ofThisApplication, PRO_DEAL_MESSAGES.documentNotFound);
}

export async function decide(
  deps: { db: Db; mailer: Mailer; shopUrl: string },
  actor: AuditActor,
  id: string,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
): Promise<void> {
  if (!isUuid(id)) throw notFound(PRO_DEAL_MESSAGES.applicationNotFound);
  const customer = await deps.db.transaction().execute(async (trx) => {
    const decided = await decideApplication(trx, id, decision, reason);
    if (decided)
      await recordAudit(trx, actor, {
        action: 'prodeal-application.decided',
        objectType: 'prodeal-application',
        objectId: id,
        before: { status: 'Pending' },
        after: { status: decision, reason },
      });
    return decided;
  });
  if (!customer) throw notFound(PRO_DEAL_MESSAGES.applicationNotFound);
  await deps.mailer.send(decisionMail(customer.email, customer.firstName, decision, reason, deps.shopUrl));
}
