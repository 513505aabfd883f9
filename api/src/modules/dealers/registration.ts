/**
 * Dealer registration (issue 11; 001 sections 3-5): one form opens a dealer account (the same
 * account a customer has, verified by e-mail) and a pending application: the dealer row (hidden
 * from the locator until approved), the addresses, and the FFL/SOT documents, kept private by the
 * file storage provider. Staff approve or reject with a reason; the dealer is e-mailed, and an
 * approved dealer who asked to appear is in the locator at once.
 */
import { DEALER_REGISTRATION_RECEIVED_MESSAGE } from 'shared-contracts/api/dealers';
import {
  DEALER_REGISTRATION_LABELS,
  DEALER_REGISTRATION_MESSAGES,
  type DealerRegistration,
} from 'shared-contracts/schemas/dealer-registration';
import type { Db } from '../../platform/db/index';
import type { PostalAddress } from '../../platform/db/tables/dealers';
import { badRequest, notFound } from '../../platform/http-errors';
import type { Mailer } from '../../providers/mail/index';
import { type FileStorage, newFileKey } from '../../providers/storage/index';
import { readPrivateDocument } from '../../shared/private-document';
import type { UploadedDocument } from '../../shared/uploaded-documents';
import { isUuid } from '../../shared/uuid';
import { type AuditActor, recordAudit } from '../audit/index';
import { createAccount } from '../auth/index';
import { dealerDecisionMail } from './mails';
import {
  decideDealerApplication,
  findDealerDocument,
  findZip,
  insertDealerApplication,
  type NewDealerDocument,
} from './queries';

export const DEALER_API_MESSAGES = {
  received: DEALER_REGISTRATION_RECEIVED_MESSAGE,
  oneDocumentEach: 'Please add one document per field',
  unknownZip: 'This zip code is not a US zip code we know',
  zipNotInState: (zip: string, state: string) => `${DEALER_REGISTRATION_LABELS.postalCode} ${zip} is not in ${state}`,
  applicationNotFound: 'No pending application with this id',
  documentNotFound: 'Document not found',
} as const;

export interface RegistrationDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  shopUrl: string;
}

const addressOf = (form: DealerRegistration, prefix: '' | 'billing' | 'locator'): PostalAddress => {
  const get = (name: string) =>
    String(
      (form as Record<string, unknown>)[prefix ? `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name] ??
        '',
    );
  return {
    streetAddress: get('streetAddress'),
    city: get('city'),
    state: get('state').toUpperCase(),
    postalCode: get('postalCode'),
    country: 'United States',
  };
};

/** The locator's pin: the zip must exist and lie in the state given (normalised to 5 digits). */
async function placeOf(db: Db, address: PostalAddress, field: string) {
  const zip = address.postalCode.slice(0, 5);
  const row = await findZip(db, zip);
  if (!row) throw badRequest(DEALER_API_MESSAGES.unknownZip, { [field]: [DEALER_API_MESSAGES.unknownZip] });
  if (row.state !== address.state) {
    const message = DEALER_API_MESSAGES.zipNotInState(zip, address.state);
    throw badRequest(message, { [field]: [message] });
  }
  return row;
}

function documentsBy(files: UploadedDocument[], form: DealerRegistration) {
  const ffl = files.filter((f) => f.field === 'fflDocument');
  const sot = files.filter((f) => f.field === 'sotDocument');
  if (ffl.length > 1 || sot.length > 1) throw badRequest(DEALER_API_MESSAGES.oneDocumentEach);
  if (form.hasFflSot && ffl.length === 0) {
    throw badRequest(DEALER_REGISTRATION_MESSAGES.fflDocument, {
      fflDocument: [DEALER_REGISTRATION_MESSAGES.fflDocument],
    });
  }
  // Without an FFL/SOT the documents are not asked for; any sent are not kept.
  if (!form.hasFflSot) return [];
  return [
    ...ffl.map((file) => ({ kind: 'ffl' as const, file })),
    ...sot.map((file) => ({ kind: 'sot' as const, file })),
  ];
}

export async function registerDealer(
  deps: RegistrationDeps,
  form: DealerRegistration,
  files: UploadedDocument[],
): Promise<{ message: string; applicationId: string }> {
  const documents = documentsBy(files, form);
  const shipping = addressOf(form, '');
  const billing = form.useForBillingAddress ? shipping : addressOf(form, 'billing');
  const appears = form.appearInDealerLocator;
  const listed = appears && !form.useThisAddressInDealerLocator ? addressOf(form, 'locator') : shipping;
  const place = await placeOf(deps.db, listed, listed === shipping ? 'postalCode' : 'locatorPostalCode');
  if (billing !== shipping) await placeOf(deps.db, billing, 'billingPostalCode');

  const userId = await createAccount(deps, {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    newsletter: false,
  });
  const stored: NewDealerDocument[] = [];
  try {
    for (const { kind, file } of documents) {
      const storageKey = newFileKey('dealer', file.kind);
      await deps.storage.put(storageKey, file.body, { contentType: file.contentType });
      stored.push({
        kind,
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.size,
        originalName: file.originalName,
      });
    }
    const applicationId = await insertDealerApplication(deps.db, {
      userId,
      sotEin: form.hasFflSot && form.sotEin ? form.sotEin : null,
      shipping,
      billing,
      documents: stored,
      dealer: {
        name: form.company,
        ffl_number: form.hasFflSot && form.fflNumber ? form.fflNumber.toUpperCase() : null,
        phone: form.phone,
        email: form.email,
        website: form.website,
        address1: listed.streetAddress,
        address2: null,
        city: listed.city,
        state: listed.state,
        zip: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        in_locator: appears,
        status: 'Pending',
        user_id: userId,
      },
    });
    return { message: DEALER_API_MESSAGES.received, applicationId };
  } catch (error) {
    // Nothing half-kept: files of an application that was not recorded are removed again.
    await Promise.all(stored.map((doc) => deps.storage.delete(doc.storageKey).catch(() => undefined)));
    throw error;
  }
}

export async function decideDealer(
  deps: { db: Db; mailer: Mailer; shopUrl: string },
  actor: AuditActor,
  id: string,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
): Promise<void> {
  if (!isUuid(id)) throw notFound(DEALER_API_MESSAGES.applicationNotFound);
  const dealer = await deps.db.transaction().execute(async (trx) => {
    const decided = await decideDealerApplication(trx, id, decision, reason);
    if (decided)
      await recordAudit(trx, actor, {
        action: 'dealer-application.decided',
        objectType: 'dealer-application',
        objectId: id,
        before: { status: 'Pending' },
        after: { status: decision, reason },
      });
    return decided;
  });
  if (!dealer) throw notFound(DEALER_API_MESSAGES.applicationNotFound);
  await deps.mailer.send(dealerDecisionMail(dealer, decision, reason, deps.shopUrl));
}

/** One of a dealer's documents, for that dealer only; anybody else is answered as not found. */
export function dealerDocumentForOwner(deps: { db: Db; storage: FileStorage }, userId: string, id: string) {
  const find = (documentId: string) => findDealerDocument(deps.db, documentId);
  return readPrivateDocument(
    deps.storage,
    id,
    find,
    (row) => row.user_id === userId,
    DEALER_API_MESSAGES.documentNotFound,
  );
}

/** One document of this application, for the back office; a document of another one is not found. */
export function dealerDocumentOfApplication(deps: { db: Db; storage: FileStorage }, applicationId: string, id: string) {
  const find = (documentId: string) => findDealerDocument(deps.db, documentId);
  const ofThisApplication = (row: { application_id: string }) => row.application_id === applicationId;
  return readPrivateDocument(deps.storage, id, find, ofThisApplication, DEALER_API_MESSAGES.documentNotFound);
}
