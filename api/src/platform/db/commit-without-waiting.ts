/**
 * A FROM item that lets the statement's own transaction commit without waiting for its WAL to reach
 * the disk (decision 0048): `set_config(..., true)` turns `synchronous_commit` off until that
 * transaction ends, so it ends with the statement (autocommit) and the connection's setting is
 * untouched afterwards.
 *
 * Only for a statement whose loss in a database crash loses nothing: one whose work is only ever
 * relied on by a later transaction that commits durably. PostgreSQL's log is written in order, so
 * that later commit flushes this statement's records with its own; and if the database dies before
 * it, the statement's effect is lost with the work that would have relied on it (a checkout's key
 * claim and stock reservation, with the order that was never committed).
 */
import { sql } from 'kysely';

export const commitWithoutWaiting = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_waiting`;
