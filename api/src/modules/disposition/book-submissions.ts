/**
 * The bound book's outbox (issue 30): every entry a shipment writes gets a `pending` submission in
 * the same transaction; after the commit submitPendingDispositions hands the pending ones to the
 * bound book (providers/bound-book). Taken: `submitted` with the service's id. Refused for good (a
 * 4xx): `failed` with the reason, for staff to correct. Unreachable: stays `pending` (attempts + 1,
 * the error kept) and is tried again by the next pass, which every shipment starts. Failures are
 * logged, never answered: the shipment and the shop's own record stand either way.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import { type BoundBook, BoundBookRefusedError } from '../../providers/bound-book/index';
import type { DispositionEntry } from './service';

/** How many pending submissions one pass takes (oldest first). */
const PASS_SIZE = 50;

export async function queueSubmissions(trx: Db, entryIds: number[]): Promise<void> {
  if (entryIds.length === 0) return;
  await trx
    .insertInto('disposition_submissions')
    .values(entryIds.map((entry_id) => ({ entry_id })))
    .execute();
}

export interface SubmissionPass {
  submitted: number;
  failed: number;
  pending: number;
}

/** One pass over the pending submissions; `entries` reads the entries by id (the service's view). */
export async function submitPendingDispositions(
  db: Db,
  book: BoundBook,
  log: FastifyBaseLogger,
  entries: (ids: number[]) => Promise<DispositionEntry[]>,
): Promise<SubmissionPass> {
  const pending = await db
    .selectFrom('disposition_submissions')
    .select('entry_id')
    .where('status', '=', 'pending')
    .orderBy('entry_id')
    .limit(PASS_SIZE)
    .execute();
  const pass: SubmissionPass = { submitted: 0, failed: 0, pending: 0 };
  for (const entry of await entries(pending.map((row) => Number(row.entry_id)))) {
    try {
      const { externalId } = await book.dispose({ ...entry, entryId: entry.id });
      await mark(db, entry.id, { status: 'submitted', book: book.name, external_id: externalId, last_error: null });
      pass.submitted++;
    } catch (error) {
      const refused = error instanceof BoundBookRefusedError;
      const message = (error as Error).message.slice(0, 500);
      log.error(
        { err: error, entryId: entry.id, book: book.name },
        `bound book submission ${refused ? 'refused' : 'failed'}`,
      );
      await mark(db, entry.id, { status: refused ? 'failed' : 'pending', book: book.name, last_error: message });
      if (refused) pass.failed++;
      else pass.pending++;
    }
  }
  return pass;
}

function mark(
  db: Db,
  entryId: number,
  change: {
    status: 'submitted' | 'failed' | 'pending';
    book: string;
    external_id?: string | null;
    last_error: string | null;
  },
) {
  return db
    .updateTable('disposition_submissions')
    .set({ ...change, attempts: sql<number>`attempts + 1`, updated_at: sql<Date>`now()` })
    .where('entry_id', '=', entryId)
    .execute();
}

/** The submission state of each entry, by entry id (entries written by hand have none). */
export async function submissionsOf(db: Db, entryIds: number[]) {
  if (entryIds.length === 0) return new Map();
  const rows = await db.selectFrom('disposition_submissions').selectAll().where('entry_id', 'in', entryIds).execute();
  return new Map(
    rows.map((row) => [
      Number(row.entry_id),
      {
        status: row.status,
        book: row.book,
        externalId: row.external_id,
        attempts: row.attempts,
        lastError: row.last_error,
      },
    ]),
  );
}
