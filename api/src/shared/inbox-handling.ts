/**
 * Marking an item of a back-office inbox handled (issue 29, item 6: image requests and product
 * registrations), the same way for both: once, by a named staffer, with an audit entry (before and
 * after) written in the same transaction.
 *
 * Handling an item that is already handled answers 409 naming who handled it and when, rather than
 * 200: two staffers working one inbox learn that somebody else took the item, and the first
 * handling is never overwritten. The update is conditional (`where handled_at is null`), so of two
 * concurrent clicks exactly one wins. A malformed or unknown id is a 404.
 *
 * Both inboxes are also listed the same way: a page of items, newest first, open, handled or all,
 * each answered with when it came and who handled it when.
 */

import { type SelectQueryBuilder, sql } from 'kysely';
import type { StaffHandled, StaffInboxPage } from 'shared-contracts/api/staff-inbox';
import type { InboxState } from 'shared-contracts/schemas/staff-inbox';
import { type AuditActor, recordAudit } from '../modules/audit/index';
import type { Db } from '../platform/db/index';
import { conflict, notFound } from '../platform/http-errors';
import { type PageQuery, pageOfRows } from './staff-lists';
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

/** A page of an inbox's table (`base`, its columns picked by `select`), newest first, in the asked state. */
export function inboxRows<DB, TB extends keyof DB, Base, O>(
  base: SelectQueryBuilder<DB, TB, Base>,
  select: (query: SelectQueryBuilder<DB, TB, Base>) => SelectQueryBuilder<DB, TB, O>,
  query: { state: InboxState } & PageQuery,
) {
  let inState = base;
  if (query.state === 'open') inState = inState.where(sql<boolean>`handled_at is null`);
  if (query.state === 'handled') inState = inState.where(sql<boolean>`handled_at is not null`);
  return pageOfRows(inState, select, { createdAt: 'created_at', id: 'id', direction: 'desc' }, query);
}

/** When an item came and who handled it when, as every inbox item ends. */
export function receivedAndHandled(row: HandledRow & { created_at: Date | string }): {
  createdAt: string;
} & StaffHandled {
  return {
    createdAt: new Date(row.created_at).toISOString(),
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    handledBy: row.handled_by,
  };
}

/** The page of items as answered, each by `view`. */
export async function inboxPage<Row, Item>(
  query: { state: InboxState } & PageQuery,
  list: Promise<{ rows: Row[]; total: number }>,
  view: (row: Row) => Item,
): Promise<StaffInboxPage<Item>> {
  const { rows, total } = await list;
  return { state: query.state, total, page: query.page, pageSize: query.pageSize, items: rows.map(view) };
}
