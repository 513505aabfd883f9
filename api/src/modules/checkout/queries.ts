/**
 * Idempotency keys of the checkout: one row per (caller, key). Each statement commits on its own,
 * but a placed order's answer, which is written in the order's transaction (record-order.ts).
 * `updated_at` of a 'running' row is its lease: the running request renews it every heartbeat.
 */
import { sql } from 'kysely';
import { commitWithoutWaiting } from '../../platform/db/commit-without-waiting';
import { compiledOnce } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';

export interface IdempotencyRecord {
  requestHash: string;
  status: 'running' | 'done';
  responseStatus: number | null;
  responseBody: unknown;
  /** Seconds since the lease was claimed, renewed or taken over. */
  secondsSinceRenewal: number;
}

interface KeyOf {
  scope: string;
  key: string;
}

/**
 * The key's claim: a row when this request took the key, none when it was taken already. It commits
 * without waiting for the disk: the order's durable commit carries it (decision 0048). The
 * checkout runs it inside the statement that reserves the order's stock (decision 0059).
 */
export const keyClaimStatement = (v: KeyOf & { requestHash: string }) =>
  sql<{ key: string }>`
    insert into idempotency_keys (scope, key, request_hash)
    select ${v.scope}::text, ${v.key}::text, ${v.requestHash}::text from ${commitWithoutWaiting}
    on conflict (scope, key) do nothing
    returning key`;

const insertKey = compiledOnce((_db: Db, v: KeyOf & { requestHash: string }) => keyClaimStatement(v));

/** Claims the key for a new request; false when a row already exists. */
export async function claimIdempotencyKey(db: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const { rows } = await insertKey(db, { scope, key, requestHash });
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
      sql<number>`extract(epoch from (now() - updated_at))::float8`.as('seconds_since_renewal'),
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
    secondsSinceRenewal: Number(row.seconds_since_renewal),
  };
}

/** Takes over a key whose request died mid-way (still 'running', lease not renewed for `leaseSeconds`). */
export async function takeOverLapsedKey(db: Db, scope: string, key: string, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ updated_at: sql`now()` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .where(sql<boolean>`updated_at < now() - make_interval(secs => ${leaseSeconds})`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The running request's heartbeat: its lease starts again now. */
export async function renewIdempotencyLease(db: Db, scope: string, key: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ updated_at: sql`now()` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', '=', 'running')
    .execute();
}

/** A key's final answer: its status, and its body as JSON text. */
export interface KeyAnswer extends KeyOf {
  status: number;
  bodyJson: string;
}

/**
 * The key's final answer, not yet run, made by `q`: the database, or a statement's CTEs (the order's
 * payment, record-order.ts) so that both are one round trip. It passes its values through untouched,
 * so a statement compiled once may hold it (decision 0045).
 */
export function completeIdempotencyKeyQuery(q: Pick<Db, 'updateTable'>, answer: KeyAnswer) {
  return (
    q
      .updateTable('idempotency_keys')
      .set({ status: 'done', response_status: answer.status, response_body: answer.bodyJson, updated_at: sql`now()` })
      .where('scope', '=', answer.scope)
      .where('key', '=', answer.key)
      // The first answer stands: a request overtaken after a late heartbeat does not overwrite it.
      .where('status', '=', 'running')
  );
}

const answerKey = compiledOnce((db: Db, answer: KeyAnswer) => completeIdempotencyKeyQuery(db, answer));

export async function completeIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await answerKey(db, { scope, key, status, bodyJson: JSON.stringify(body) });
}

const deleteRunningKey = compiledOnce((db: Db, v: KeyOf) =>
  db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', v.scope)
    .where('key', '=', v.key)
    .where('status', '=', 'running'),
);

/** Forgets the key (the request failed on our side), so a retry runs anew. */
export async function releaseIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await deleteRunningKey(db, { scope, key });
}
