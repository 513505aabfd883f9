/**
 * The hot paths' database side (measured by bench/catalog-bench.ts and bench/commerce-bench.ts).
 *
 * - Search suggestions are sorted by lower(title), title, document_id and only the first 20 are
 *   answered: with an index in exactly that order a common word ("rid", "mag") is answered by
 *   walking the index and stopping at the 20th match, instead of fetching and sorting thousands.
 *
 * - Cart add and the read of a cart's lines run on every Add to Cart and every cart answer. As
 *   plain statements PostgreSQL parses and plans them anew each time, and on the embedded PGlite
 *   (PostgreSQL compiled to WebAssembly, in the API's own thread) planning was most of their cost:
 *   the lines' three-table join took about 0.35 ms to plan and under 0.1 ms to run. PL/pgSQL keeps
 *   the plans of its statements for the life of the connection, so both live in functions here; the
 *   cart module calls them (modules/cart/queries.ts) and keeps every rule it had. To change one, add
 *   a migration with `create or replace function`.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index product_search_title_order on product_search (lower(title), title, document_id)`.execute(db);

  // A cart's lines in the order they were added, as a JSON array: each line with its sku's catalogue
  // details and current price and stock; priced_sku is null when the sku is no longer sold (no
  // catalogue row or no price). One JSON value is also much cheaper to hand over than 15 columns.
  await sql`
    create function cart_lines(a_cart_id uuid) returns json
    language plpgsql stable as $fn$
    begin
      return (
        select coalesce(json_agg(json_build_object(
          'id', i.id, 'sku', i.sku, 'quantity', i.quantity,
          'product_title', c.product_title, 'product_slug', c.product_slug, 'image_url', c.image_url,
          'options', c.options, 'is_ffl_item', c.is_ffl_item, 'is_receiver_item', c.is_receiver_item,
          'restricted_states', c.restricted_states, 'restricted_zips', c.restricted_zips,
          'price', p.price, 'best_discounted_price', p.best_discounted_price, 'qty_on_hand', p.qty_on_hand,
          'priced_sku', p.sku
        ) order by i.id), '[]'::json)
        from cart_items i
        left join catalog_skus c on c.sku = i.sku
        left join sku_prices p on p.sku = c.sku
        where i.cart_id = a_cart_id
      );
    end
    $fn$`.execute(db);

  await createCartAddLine(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists cart_add_line(text, text, text, integer, jsonb, text, text)`.execute(db);
  await sql`drop function if exists cart_lines(uuid)`.execute(db);
  await sql`drop index if exists product_search_title_order`.execute(db);
}

/**
 * cart_add_line as this migration wrote it (migration 005 replaces it; its down() restores this one).
 */
export async function createCartAddLine(db: Kysely<unknown>): Promise<void> {
  // Add to cart, called as ONE statement (atomic: a checkout of the same cart either sees the new
  // line or runs after it, never between):
  // 1. the sku's stock; no row answered when the sku is not sold;
  // 2. only when a_quantity is on the shelf: the owner's active cart, created, or touched and
  //    thereby row-locked (racing first adds end with one cart; later mutations queue behind each
  //    other and behind a checkout of the same cart). Otherwise the row has no cart id;
  // 3. a_quantity added to the cart's line for the sku, an existing line raised only while the sum
  //    stays within stock; line_quantity is null when it would not (the cart was only touched);
  // 4. the cart's lines as cart_lines answers them, when the line was added.
  // The conflict targets must be literal to match the partial unique indexes: one branch per owner.
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
        insert into cart_items (cart_id, sku, quantity, option_ids, build_id, notes)
        values (v_cart.id, a_sku, a_quantity, a_option_ids, a_build_id, a_notes)
        on conflict (cart_id, sku) do update set quantity = cart_items.quantity + excluded.quantity
        where cart_items.quantity + excluded.quantity <= v_stock
        returning quantity into line_quantity;
      end if;
      return query select v_cart.id, v_cart.user_id, v_cart.guest_id, v_cart.status, v_cart.promo_code,
        v_cart.shipping_method_id, v_cart.ship_to, v_cart.created_at, v_cart.updated_at, v_title, v_stock,
        line_quantity, case when line_quantity is null then null else cart_lines(v_cart.id) end;
    end
    $fn$`.execute(db);
}
