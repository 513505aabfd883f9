/**
 * Compliance attributes (issue 30, docs/decisions/0026): what each sku IS as the rules read it
 * (item class, ammunition class, magazine capacity and platform, NFA kind, California roster status),
 * and on each order line the version of the rule set the line was checked against.
 *
 * A database seeded before this migration gets its seeded products' attributes here, by slug (the
 * seed writes them itself from now on). Any other sku stays an accessory until classified.
 */
import { type Kysely, sql } from 'kysely';

const ITEM_CLASSES = `'long-gun', 'handgun', 'receiver', 'ammunition', 'magazine', 'nfa-item', 'accessory'`;
const NFA_KINDS = `'suppressor', 'short-barrelled-rifle', 'short-barrelled-shotgun', 'machine-gun', 'any-other-weapon', 'destructive-device'`;

const LONG_GUNS = [
  'bridger-hr1',
  'bridger-hr1-ember-edition',
  'beartooth-mountain',
  'absaroka-prc',
  'gallatin-carbine',
  'madison-lever',
  'yellowstone-rimfire',
];
const HANDGUNS = ['sentinel-9-compact', 'sentinel-9-full', 'ridgeline-10', 'tern-380', 'highline-1911'];
/** Capacity of the magazines each seeded firearm or magazine comes with, where no sku option says it. */
const FIXED_CAPACITY: Record<string, number> = {
  'bridger-hr1': 4,
  'bridger-hr1-ember-edition': 4,
  'beartooth-mountain': 4,
  'absaroka-prc': 10,
  'gallatin-carbine': 30,
  'yellowstone-rimfire': 10,
  'ridgeline-10': 15,
  'tern-380': 6,
  'highline-1911': 8,
  'ha15-30rd-magazine': 30,
  'bridger-4rd-magazine': 4,
};
const MAGAZINES: Record<string, 'handgun' | 'long-gun'> = {
  'ha15-30rd-magazine': 'long-gun',
  'sentinel-9-magazine': 'handgun',
  'bridger-4rd-magazine': 'long-gun',
};
/** Seeded handguns on California's roster: the Tern and the 10-round Sentinels (the seed says the same). */
const ROSTER_LISTED_SKU_PATTERN = '^(HA-S9[CF]-.*-10|HA-T38-.*)$';

const list = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_skus')
    .addColumn('item_class', 'text', (col) =>
      col
        .notNull()
        .defaultTo('accessory')
        .check(sql.raw(`item_class in (${ITEM_CLASSES})`)),
    )
    .addColumn('ammunition_class', 'text', (col) =>
      col.check(sql`ammunition_class in ('long-gun', 'handgun', 'dual-use')`),
    )
    .addColumn('magazine_capacity', 'integer', (col) => col.check(sql`magazine_capacity > 0`))
    .addColumn('magazine_platform', 'text', (col) => col.check(sql`magazine_platform in ('handgun', 'long-gun')`))
    .addColumn('nfa_kind', 'text', (col) => col.check(sql.raw(`nfa_kind in (${NFA_KINDS})`)))
    .addColumn('roster_status', 'text', (col) => col.check(sql`roster_status in ('listed', 'not-listed', 'exempt')`))
    .execute();
  await sql`alter table catalog_skus add constraint catalog_skus_nfa_item_has_kind
    check (item_class <> 'nfa-item' or nfa_kind is not null)`.execute(db);
  await db.schema.alterTable('order_items').addColumn('compliance_rule_set', 'text').execute();
  await classifySeededCatalogue(db);
}

/**
 * The seeded catalogue's attributes, for a database that stored it before this migration. Exported
 * for the test that proves it gives every seeded sku what the seed itself now writes.
 */
export async function classifySeededCatalogue(db: Kysely<unknown>): Promise<void> {
  await sql`update catalog_skus set item_class = 'receiver' where is_receiver_item`.execute(db);
  await sql`update catalog_skus set item_class = 'long-gun' where product_slug in (${list(LONG_GUNS)})`.execute(db);
  await sql`update catalog_skus set item_class = 'handgun',
      roster_status = case when sku ~ ${ROSTER_LISTED_SKU_PATTERN} then 'listed' else 'not-listed' end
    where product_slug in (${list(HANDGUNS)})`.execute(db);
  for (const [slug, platform] of Object.entries(MAGAZINES)) {
    await sql`update catalog_skus set item_class = 'magazine', magazine_platform = ${platform}
      where product_slug = ${slug}`.execute(db);
  }
  for (const [slug, rounds] of Object.entries(FIXED_CAPACITY)) {
    await sql`update catalog_skus set magazine_capacity = ${rounds} where product_slug = ${slug}`.execute(db);
  }
  await sql`update catalog_skus set magazine_capacity = 9 where product_slug = 'highline-1911' and sku like 'HA-HL1-9MM-%'`.execute(
    db,
  );
  // Skus whose capacity is an option ('15-Round'): the Sentinel pistols and their magazine.
  await sql`update catalog_skus c set magazine_capacity = (
      select substring(o->>'value' from '^(\\d+)-Round')::int
      from jsonb_array_elements(c.options::jsonb) o
      where o->>'label' = 'Capacity' and o->>'value' ~ '^\\d+-Round'
      limit 1)
    where c.product_slug in ('sentinel-9-compact', 'sentinel-9-full', 'sentinel-9-magazine')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('compliance_rule_set').execute();
  await sql`alter table catalog_skus drop constraint catalog_skus_nfa_item_has_kind`.execute(db);
  for (const column of [
    'roster_status',
    'nfa_kind',
    'magazine_platform',
    'magazine_capacity',
    'ammunition_class',
    'item_class',
  ]) {
    await db.schema.alterTable('catalog_skus').dropColumn(column).execute();
  }
}
