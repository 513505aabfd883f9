/** Idempotency keys of the checkout: one row per (caller, key). Each statement commits on its own. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

export interface IdempotencyRecord {
  requestHash: string;
  status: 'running' | 'done';
  responseStatus: number | null;
  responseBody: unknown;
  /** Seconds since the row was claimed or last taken over. */
  ageSeconds: number;
}

/** Claims the key for a new request; false when a row already exists. */
export async function claimIdempotencyKey(db: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .execute();
  return rows.length > 0;
}

export async function readIdempotencyKey(db: Db, scope: string, key: string): Promise<IdempotencyRecord | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select([
      'request_hash',
      'status',
      'response_status',
      'response_body',
      sql<number>`extract(epoch from (now() - updated_at))::float8`.as('age_seconds'),
    ])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    requestHash: row.request_hash,
    status: row.status,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    ageSeconds: Number(row.age_seconds),
  };
}

/** Takes over a key whose first request died mid-way (still 'running' after `staleSeconds`). */
export async function takeOverStaleKey(db: Db, scope: string, key: string, staleSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ updated_at: sql`now()` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .where(sql<boolean>`updated_at < now() - make_interval(secs => ${staleSeconds})`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function completeIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: status, response_body: JSON.stringify(body), updated_at: sql`now()` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Forgets the key (the request failed on our side), so a retry runs anew. */
export async function releaseIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .execute();
}
