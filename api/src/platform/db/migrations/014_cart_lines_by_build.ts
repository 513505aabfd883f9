/**
 * A cart line is a sku PLUS the 3D build it was added with (issue 32, item 5). Before this, two
 * builds of one sku met on the unique (cart_id, sku) key: the second raised the first line's
 * quantity and lost its own add-ons and build id. The add-to-cart rule (docs/decisions/0007) now
 * reads:
 *
 *   a cart holds one line per sku and build (a line without a build keeps the sku-only identity);
 *   putting a quantity of a sku and build in a cart adds it to that line (a new line takes the
 *   options, build id and notes given; an existing line keeps its own and only grows), and the
 *   lines of one sku together never hold more than the shelf does.
 *
 * So cart_put_line measures the room for its line as the stock less what the cart's OTHER lines of
 * the sku hold. Its callers lock the cart row first (cart_add_line's upsert, the merge's
 * ensureActiveCart), so that sum cannot change under it. Same signature: cart_add_line, which
 * calls it, is unchanged.
 *
 * cart_lines also answers each line's chosen add-ons by name (from the product's document), so the
 * cart drawer and the checkout can tell two builds of one sku apart.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_items drop constraint cart_items_cart_sku_key`.execute(db);
  // coalesce: a line without a build is one line per sku, as before (NULLs would never conflict).
  await sql`create unique index cart_items_cart_sku_build_key on cart_items (cart_id, sku, coalesce(build_id, ''))`.execute(
    db,
  );

  await sql`
    create or replace function cart_put_line(
      a_cart_id uuid, a_sku text, a_quantity integer, a_stock integer, a_up_to_stock boolean,
      a_option_ids jsonb, a_build_id text, a_notes text
    )
    returns integer
    language plpgsql as $fn$
    declare
      v_room integer;
      v_quantity integer;
      v_line integer;
    begin
      -- What this line may hold: the shelf less the cart's other lines of the sku (other builds).
      select a_stock - coalesce(sum(i.quantity), 0)::integer into v_room
      from cart_items i
      where i.cart_id = a_cart_id and i.sku = a_sku and coalesce(i.build_id, '') <> coalesce(a_build_id, '');
      v_quantity := case when a_up_to_stock then least(a_quantity, v_room) else a_quantity end;
      if v_quantity > v_room or (a_up_to_stock and v_quantity < 1) then
        return null;
      end if;
      insert into cart_items (cart_id, sku, quantity, option_ids, build_id, notes)
      values (a_cart_id, a_sku, v_quantity, a_option_ids, a_build_id, a_notes)
      on conflict (cart_id, sku, coalesce(build_id, '')) do update
        set quantity = least(cart_items.quantity + excluded.quantity, v_room)
      where case
        when a_up_to_stock then least(cart_items.quantity + excluded.quantity, v_room) > cart_items.quantity
        else cart_items.quantity + excluded.quantity <= v_room
      end
      returning quantity into v_line;
      return v_line;
    end
    $fn$`.execute(db);

  await cartLinesWith(
    `, 'add_ons', case when jsonb_array_length(i.option_ids) = 0 then '[]'::json else (
        select coalesce(json_agg(json_build_object('id', a->>'id', 'name', a->>'title',
          'price', (a->>'add_on_price')::numeric) order by a->>'id'), '[]'::json)
        from content_documents d, jsonb_array_elements(coalesce(d.data->'add_ons', '[]'::jsonb)) a
        where d.kind = 'product' and d.document_id = c.product_document_id
          and exists (select 1 from jsonb_array_elements_text(i.option_ids) o where o = a->>'id')
      ) end`,
  ).execute(db);
}

/** cart_lines as migration 012 left it, with `extra` fields per line (frozen here, not imported). */
function cartLinesWith(extra: string) {
  return sql.raw(`
    create or replace function cart_lines(a_cart_id uuid) returns json
    language plpgsql stable as $fn$
    begin
      return (
        select coalesce(json_agg(json_build_object(
          'id', i.id, 'sku', i.sku, 'quantity', i.quantity,
          'product_title', c.product_title, 'product_slug', c.product_slug, 'image_url', c.image_url,
          'options', c.options, 'is_ffl_item', c.is_ffl_item, 'is_receiver_item', c.is_receiver_item,
          'restricted_states', c.restricted_states, 'restricted_zips', c.restricted_zips,
          'price', p.price, 'best_discounted_price', p.best_discounted_price, 'qty_on_hand', p.qty_on_hand,
          'priced_sku', p.sku, 'option_ids', i.option_ids, 'build_id', i.build_id, 'notes', i.notes,
          'add_on_prices', c.add_on_prices${extra}
        ) order by i.id), '[]'::json)
        from cart_items i
        left join catalog_skus c on c.sku = i.sku
        left join sku_prices p on p.sku = c.sku
        where i.cart_id = a_cart_id
      );
    end
    $fn$`);
}

/** Back to one line per sku: lines of one sku are first folded into the oldest. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await cartLinesWith('').execute(db);
  await sql`
    update cart_items i set quantity = folded.quantity
    from (select min(id) as id, sum(quantity)::integer as quantity from cart_items group by cart_id, sku) folded
    where i.id = folded.id`.execute(db);
  await sql`
    delete from cart_items i using cart_items older
    where older.cart_id = i.cart_id and older.sku = i.sku and older.id < i.id`.execute(db);
  await sql`drop index cart_items_cart_sku_build_key`.execute(db);
  await sql`alter table cart_items add constraint cart_items_cart_sku_key unique (cart_id, sku)`.execute(db);
  // cart_put_line of migration 005 (frozen copy).
  await sql`
    create or replace function cart_put_line(
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
}
