/**
 * Stock held for an order being placed (migration 025, decision 0035). Every function is ONE
 * statement and runs on its own (autocommit); the order's transaction claims a reservation when it
 * opens the cart (cart_open_for_order, migration 026). A SKU's row is locked only while a statement
 * runs, never across round trips, so a limited edition's checkouts do not queue on its row.
 * A reservation commits without waiting for the disk (decision 0048): only a durable commit relies on
 * it (the order's, which flushes it first), and one lost with a crashed database held nothing sold.
 */
import { type Expression, type RawBuilder, sql } from 'kysely';
import { commitWithoutWaiting } from '../../platform/db/commit-without-waiting';
import type { Db } from '../../platform/db/index';

export interface StockWant {
  sku: string;
  quantity: number;
}

/** What a reservation asks for: a list, or a query selecting `sku` and `quantity` (a cart's lines). */
export type StockWants = readonly StockWant[] | Expression<StockWant>;

/**
 * Takes what `wants` asks for off the shelf and records it as reservation `id`, in one statement
 * (the wants may be a query: a checkout reserves straight from its cart, decision 0036). The SKUs'
 * rows are locked in sku order (concurrent reservations never deadlock); a SKU whose shelf holds
 * fewer than asked is not taken. Answers what was asked (by SKU, in sku order) and the SKUs taken:
 * all of them, or the caller gives the others back with `releaseReservation`.
 */
export async function reserveStock(
  db: Db,
  id: string,
  wants: StockWants,
): Promise<{ wants: StockWant[]; taken: Set<string> }> {
  const want = Array.isArray(wants)
    ? sql<StockWant>`select * from unnest(${wants.map((w) => w.sku)}::text[], ${wants.map((w) => w.quantity)}::int[]) as w(sku, quantity)`
    : wantsOf(wants as Expression<StockWant>);
  return reservationOf((await reservation(id, want).execute(db)).rows);
}

/**
 * `reserveStock`'s statement for wants given as a query, not yet run: it passes `id` through
 * untouched, so a statement compiled once may hold it (the checkout's, decision 0045). Read its
 * rows with `reservationOf`.
 */
export function reserveStockStatement(id: string, wants: Expression<StockWant>, gate?: ReservationGate) {
  return reservation(id, wantsOf(wants), gate);
}

/**
 * A data-modifying statement (an `insert ... returning`) run first, inside the reservation's own
 * statement: the stock is reserved only when it answers a row, and the answer's `passed` says
 * whether it did. The checkout claims its Idempotency-Key so (decision 0059).
 */
export type ReservationGate = RawBuilder<unknown>;

const wantsOf = (query: Expression<StockWant>) =>
  sql<StockWant>`select sku, quantity::int as quantity from ${query} as w`;

export interface ReservationRow {
  wants: StockWant[];
  taken: string[];
  /** False when the statement's gate answered no row: then nothing was asked for or taken. */
  passed: boolean;
}

function reservation(id: string, want: RawBuilder<StockWant>, gate?: ReservationGate) {
  const wanted = gate
    ? sql`gate as (${gate}), want as (select * from (${want}) as asked where exists (select 1 from gate))`
    : sql`want as (${want})`;
  return sql<ReservationRow>`
    with ${wanted},
    locked as (
      select p.sku from sku_prices p where p.sku in (select sku from want) order by p.sku for update
    ),
    taken as (
      update sku_prices p set qty_on_hand = p.qty_on_hand - want.quantity
        from want
       where p.sku = want.sku and p.sku in (select sku from locked) and p.qty_on_hand >= want.quantity
      returning p.sku, want.quantity
    ),
    held as (
      insert into stock_reservations (id, sku, quantity)
      select ${id}::uuid, sku, quantity from taken
      returning sku
    )
    select
      (select coalesce(json_agg(json_build_object('sku', sku, 'quantity', quantity) order by sku), '[]') from want) as wants,
      (select coalesce(json_agg(sku), '[]') from held) as taken,
      ${gate ? sql`exists (select 1 from gate)` : sql`true`} as passed
    from ${commitWithoutWaiting}`;
}

/** What a reservation's statement answers: what was asked (by SKU, in sku order) and the SKUs taken. */
export function reservationOf(rows: ReservationRow[]): { wants: StockWant[]; taken: Set<string> } {
  return { wants: rows[0]?.wants ?? [], taken: new Set(rows[0]?.taken ?? []) };
}

/** Gives reservation `id`'s pieces back to the shelf (a failed order); nothing if it is gone. */
export async function releaseReservation(db: Db, id: string): Promise<void> {
  await sql`
    with gone as (delete from stock_reservations where id = ${id}::uuid returning sku, quantity)
    update sku_prices p set qty_on_hand = p.qty_on_hand + gone.quantity from gone where p.sku = gone.sku`.execute(db);
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
