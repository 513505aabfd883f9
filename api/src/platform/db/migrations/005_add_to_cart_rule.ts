/**
 * The add-to-cart rule, defined ONCE (docs/decisions/0007-add-to-cart-rule-in-sql.md):
 *
 *   a cart holds one line per sku; putting a quantity of a sku in a cart adds it to that line (a
 *   new line takes the options, build id and notes given; an existing line keeps its own and only
 *   grows), and a line never holds more than the shelf does.
 *
 * cart_put_line is that rule. Two callers differ only in what they do when the sum would pass the
 * stock, which is the mode argument:
 * - Add to Cart (cart_add_line, one statement per click): all or nothing, nothing changes and the
 *   shopper is told how many are left;
 * - the sign-in merge (modules/cart/service.ts mergeGuestCart, one call per guest line inside its
 *   transaction): up to stock, the user's line is raised as far as the shelf allows.
 * Before this migration the merge carried its own copy of the rule in TypeScript.
 *
 * It runs with the cart row locked by its caller (cart_add_line's upsert, the merge's
 * ensureActiveCart), so concurrent puts on one cart queue; `on conflict (cart_id, sku)` keeps one
 * line per sku even so.
 */
import { type Kysely, sql } from 'kysely';
import { createCartAddLine } from './003_performance';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Answers the line's quantity after the put, or null when nothing changed (nothing fits, or the
  // all-or-nothing sum would pass a_stock).
  await sql`
    create function cart_put_line(
      a_cart_id uuid, a_sku text, a_quantity integer, a_stock integer, a_up_to_stock boolean,
      a_option_ids jsonb, a_build_id text, a_notes text
    )
    returns integer
    language plpgsql as $fn$
    declare
      v_quantity integer := case when a_up_to_stock then least(a_quantity, a_stock) else a_quantity end;
      v_line integer;
    begin
      if v_quantity > a_stock or (a_up_to_stock and v_quantity < 1) then
        return null;
      end if;
      insert into cart_items (cart_id, sku, quantity, option_ids, build_id, notes)
      values (a_cart_id, a_sku, v_quantity, a_option_ids, a_build_id, a_notes)
      on conflict (cart_id, sku) do update set quantity = least(cart_items.quantity + excluded.quantity, a_stock)
      where case
        when a_up_to_stock then least(cart_items.quantity + excluded.quantity, a_stock) > cart_items.quantity
        else cart_items.quantity + excluded.quantity <= a_stock
      end
      returning quantity into v_line;
      return v_line;
    end
    $fn$`.execute(db);

  // Add to Cart, still ONE statement (see migration 003 for steps 1, 2 and 4); step 3, the line, is
  // now cart_put_line in its all-or-nothing mode.
  await sql`
    create or replace function cart_add_line(
      a_owner_kind text, a_owner_id text, a_sku text, a_quantity integer,
      a_option_ids jsonb, a_build_id text, a_notes text
    )
    returns table (
      id uuid, user_id uuid, guest_id text, status text, promo_code text, shipping_method_id integer,
      ship_to jsonb, created_at timestamptz, updated_at timestamptz,
      product_title text, qty_on_hand integer, line_quantity integer, lines json
    )
    language plpgsql as $fn$
    #variable_conflict use_column
    declare
      v_title text;
      v_stock integer;
      v_cart carts;
    begin
      select c.product_title, p.qty_on_hand into v_title, v_stock
      from catalog_skus c join sku_prices p on p.sku = c.sku
      where c.sku = a_sku;
      if not found then
        return;
      end if;
      if a_quantity <= v_stock then
        if a_owner_kind = 'user' then
          insert into carts (user_id) values (a_owner_id::uuid)
          on conflict (user_id) where status = 'active' do update set updated_at = now()
          returning * into v_cart;
        else
          insert into carts (guest_id) values (a_owner_id)
          on conflict (guest_id) where status = 'active' do update set updated_at = now()
          returning * into v_cart;
        end if;
        line_quantity := cart_put_line(v_cart.id, a_sku, a_quantity, v_stock, false, a_option_ids, a_build_id, a_notes);
      end if;
      return query select v_cart.id, v_cart.user_id, v_cart.guest_id, v_cart.status, v_cart.promo_code,
        v_cart.shipping_method_id, v_cart.ship_to, v_cart.created_at, v_cart.updated_at, v_title, v_stock,
        line_quantity, case when line_quantity is null then null else cart_lines(v_cart.id) end;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createCartAddLine(db);
  await sql`drop function if exists cart_put_line(uuid, text, integer, integer, boolean, jsonb, text, text)`.execute(
    db,
  );
}
