/**
 * Add-ons are charged (issue 12): each catalogue row carries its product's add-on prices by add-on
 * id, and the cart's line function answers a line's chosen option ids with them, so the server prices
 * a line as its SKU plus the add-ons chosen with it (cart/pricing.ts), whatever the client showed.
 */
import { type Kysely, sql } from 'kysely';

const CART_LINES_WITH = (extra: string) =>
  sql.raw(`
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
          'priced_sku', p.sku${extra}
        ) order by i.id), '[]'::json)
        from cart_items i
        left join catalog_skus c on c.sku = i.sku
        left join sku_prices p on p.sku = c.sku
        where i.cart_id = a_cart_id
      );
    end
    $fn$`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_skus')
    .addColumn('add_on_prices', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // Rows stored before this migration: their products' add-ons from the stored documents.
  await sql`
    update catalog_skus c set add_on_prices = coalesce((
      select jsonb_object_agg(a->>'id', (a->>'add_on_price')::numeric)
      from content_documents d, jsonb_array_elements(coalesce(d.data->'add_ons', '[]'::jsonb)) a
      where d.kind = 'product' and d.document_id = c.product_document_id and a ? 'id'
    ), '{}'::jsonb)`.execute(db);
  await CART_LINES_WITH(
    `, 'option_ids', i.option_ids, 'build_id', i.build_id, 'notes', i.notes, 'add_on_prices', c.add_on_prices`,
  ).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await CART_LINES_WITH('').execute(db);
  await db.schema.alterTable('catalog_skus').dropColumn('add_on_prices').execute();
}
