/**
 * cart_lines answers each line's compliance attributes (issue 30, bench/compliance.md): item class,
 * ammunition class, magazine capacity and platform, NFA kind and roster status, with the rest of the
 * line. The order transaction then checks the lines against the rule set from the very read it
 * prices them from, instead of a second read of the catalogue.
 */
import { type Kysely, sql } from 'kysely';

const COMPLIANCE_FIELDS = `, 'item_class', c.item_class, 'ammunition_class', c.ammunition_class,
  'magazine_capacity', c.magazine_capacity, 'magazine_platform', c.magazine_platform,
  'nfa_kind', c.nfa_kind, 'roster_status', c.roster_status`;

/** The add-ons by name, as migration 014 added them (frozen here, not imported). */
const ADD_ONS = `, 'add_ons', case when jsonb_array_length(i.option_ids) = 0 then '[]'::json else (
    select coalesce(json_agg(json_build_object('id', a->>'id', 'name', a->>'title',
      'price', (a->>'add_on_price')::numeric) order by a->>'id'), '[]'::json)
    from content_documents d, jsonb_array_elements(coalesce(d.data->'add_ons', '[]'::jsonb)) a
    where d.kind = 'product' and d.document_id = c.product_document_id
      and exists (select 1 from jsonb_array_elements_text(i.option_ids) o where o = a->>'id')
  ) end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await cartLinesWith(ADD_ONS + COMPLIANCE_FIELDS).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await cartLinesWith(ADD_ONS).execute(db);
}

/** cart_lines as migration 014 left it, with `extra` fields per line (frozen here, not imported). */
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
