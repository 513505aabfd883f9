/**
 * A checkout opens its cart in ONE round trip (issue 33, decision 0036): `cart_open_for_order` locks
 * the owner's cart row, and when the cart is active reads its lines (cart_lines), claims the stock
 * reserved for it (deletes reservation `a_reservation_id`: its pieces become the order's with the
 * commit) and marks it converted. All of it is inside the order's transaction: a check that fails
 * afterwards rolls the claim and the conversion back with everything else.
 *
 * A plpgsql function, not one statement of CTEs: each of its statements takes a new snapshot after
 * the lock, so the lines read are the ones the lock protects (a cart changed by a concurrent add
 * while the checkout waited for the lock is read as changed), as the separate statements did.
 *
 * Answers null when the owner has no such cart; else the cart's row as it was before the
 * conversion, its lines (null unless active) and the number of reserved SKU rows claimed.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cart_open_for_order(a_cart_id uuid, a_user_id uuid, a_guest_id text, a_reservation_id uuid)
    returns json
    language plpgsql volatile as $fn$
    declare
      locked carts%rowtype;
      lines json;
      claimed integer := 0;
    begin
      select * into locked from carts c
       where c.id = a_cart_id
         and case when a_user_id is not null then c.user_id = a_user_id else c.guest_id = a_guest_id end
       for update;
      if not found then
        return null;
      end if;
      if locked.status = 'active' then
        lines := cart_lines(locked.id);
        with gone as (delete from stock_reservations r where r.id = a_reservation_id returning 1)
        select count(*)::integer into claimed from gone;
        update carts c set status = 'converted', updated_at = now() where c.id = locked.id;
      end if;
      return json_build_object('cart', row_to_json(locked), 'lines', lines, 'claimed', claimed);
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cart_open_for_order(uuid, uuid, text, uuid)`.execute(db);
}
