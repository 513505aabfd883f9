/**
 * Stock held for an order being placed (migration 025, decision 0035). Every function is ONE
 * statement and runs on its own (autocommit), except `claimReservation`, which runs in the order's
 * transaction: a SKU's row is locked only while a statement runs, never across round trips, so a
 * limited edition's checkouts do not queue on its row.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

export interface StockWant {
  sku: string;
  quantity: number;
}

/**
 * Takes what `wants` asks for off the shelf and records it as reservation `id`, in one statement.
 * The SKUs' rows are locked in sku order (concurrent reservations never deadlock); a SKU whose shelf
 * holds fewer than asked is not taken. Answers the SKUs taken: all of them, or the caller gives the
 * others back with `releaseReservation`.
 */
export async function reserveStock(db: Db, id: string, wants: readonly StockWant[]): Promise<Set<string>> {
  const skus = wants.map((want) => want.sku);
  const quantities = wants.map((want) => want.quantity);
  const { rows } = await sql<{ sku: string }>`
    with want as (select * from unnest(${skus}::text[], ${quantities}::int[]) as w(sku, quantity)),
    locked as (
      select p.sku from sku_prices p where p.sku in (select sku from want) order by p.sku for update
    ),
    taken as (
      update sku_prices p set qty_on_hand = p.qty_on_hand - want.quantity
        from want
       where p.sku = want.sku and p.sku in (select sku from locked) and p.qty_on_hand >= want.quantity
      returning p.sku, want.quantity
    )
    insert into stock_reservations (id, sku, quantity)
    select ${id}::uuid, sku, quantity from taken
    returning sku`.execute(db);
  return new Set(rows.map((row) => row.sku));
}

/** Gives reservation `id`'s pieces back to the shelf (a failed order); nothing if it is gone. */
export async function releaseReservation(db: Db, id: string): Promise<void> {
  await sql`
    with gone as (delete from stock_reservations where id = ${id}::uuid returning sku, quantity)
    update sku_prices p set qty_on_hand = p.qty_on_hand + gone.quantity from gone where p.sku = gone.sku`.execute(db);
}

/**
 * In the order's transaction: the reservation's pieces become the order's (its rows are deleted
 * with the commit; a rollback, or a killed worker, brings them back for the release or the sweep).
 * Answers how many SKUs it held.
 */
export async function claimReservation(trx: Db, id: string): Promise<number> {
  const result = await trx.deleteFrom('stock_reservations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Gives back the pieces of reservations older than `olderThanSeconds` that no transaction holds: a
 * worker killed between the reservation and the order's commit left them. A reservation an order is
 * committing is row-locked by its claim and skipped. Answers how many SKU rows it returned.
 */
export async function sweepStaleReservations(db: Db, olderThanSeconds: number): Promise<number> {
  const { rows } = await sql<{ sku: string }>`
    with stale as (
      select id, sku from stock_reservations
       where reserved_at < now() - make_interval(secs => ${olderThanSeconds})
       for update skip locked
    ),
    gone as (
      delete from stock_reservations r using stale where r.id = stale.id and r.sku = stale.sku
      returning r.sku, r.quantity
    ),
    back as (select sku, sum(quantity)::int as quantity from gone group by sku)
    update sku_prices p set qty_on_hand = p.qty_on_hand + back.quantity from back where p.sku = back.sku
    returning p.sku`.execute(db);
  return rows.length;
}
