/**
 * Marking an item of a back-office inbox handled (issue 29, item 6: image requests and product
 * registrations), the same way for both: once, by a named staffer, with an audit entry (before and
 * after) written in the same transaction.
 *
 * Handling an item that is already handled answers 409 naming who handled it and when, rather than
 * 200: two staffers working one inbox learn that somebody else took the item, and the first
 * handling is never overwritten. The update is conditional (`where handled_at is null`), so of two
 * concurrent clicks exactly one wins. A malformed or unknown id is a 404.
 */

import { type AuditActor, recordAudit } from '../modules/audit/index';
import type { Db } from '../platform/db/index';
import { conflict, notFound } from '../platform/http-errors';
import { isUuid } from './uuid';

export interface HandledRow {
  id: string;
  handled_at: Date | null;
  handled_by: string | null;
}

export interface InboxKind<Row extends HandledRow> {
  /** The audit log's object type, e.g. `image-request`; the action is `<objectType>.handled`. */
  objectType: string;
  notFoundMessage: string;
  /** The 409's message: who handled the item and when (ISO time). */
  alreadyHandledMessage: (by: string, at: string) => string;
  /** Sets handled_at and handled_by where the item is still open; the updated row, else undefined. */
  markHandled(db: Db, id: string, by: string): Promise<Row | undefined>;
  find(db: Db, id: string): Promise<Row | undefined>;
}

export async function handleInboxItem<Row extends HandledRow>(
  db: Db,
  actor: AuditActor,
  kind: InboxKind<Row>,
  id: string,
): Promise<Row> {
  if (!isUuid(id)) throw notFound(kind.notFoundMessage);
  return db.transaction().execute(async (trx) => {
    const handled = await kind.markHandled(trx, id, actor.name);
    if (!handled) {
      const existing = await kind.find(trx, id);
      if (!existing) throw notFound(kind.notFoundMessage);
      const at = existing.handled_at ? new Date(existing.handled_at).toISOString() : 'an unknown time';
      throw conflict(kind.alreadyHandledMessage(existing.handled_by ?? 'someone', at));
    }
    await recordAudit(trx, actor, {
      action: `${kind.objectType}.handled`,
      objectType: kind.objectType,
      objectId: id,
      before: { handledAt: null, handledBy: null },
      after: { handledAt: new Date(handled.handled_at as Date).toISOString(), handledBy: handled.handled_by },
    });
    return handled;
  });
}
