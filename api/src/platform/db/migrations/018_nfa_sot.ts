/**
 * NFA items (issue 30): the dealer directory records each dealer's Special Occupational Tax (SOT)
 * status, since a suppressor or other NFA item may go only to an FFL dealer who pays it (27 CFR
 * 479.34; transfers between SOT licensees on ATF Form 3, to the buyer on Form 4). A directory seeded
 * before this migration gets the seed's SOT dealers here, by name (the seed writes the flag itself
 * from now on).
 */
import { type Kysely, sql } from 'kysely';

/** The seeded directory's SOT dealers (frozen here: directory-seed.ts names the same). */
const SEEDED_SOT_DEALERS = [
  'Gallatin Valley Outfitters',
  'Yellowstone Gun Works',
  'Cody Frontier Arms',
  'Boise Foothills Arms',
  'Wasatch Precision',
  'Front Range Arms',
  'Sonoran Desert Arms',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dealers')
    .addColumn('sot', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update dealers set sot = true
    where user_id is null and name in (${sql.join(SEEDED_SOT_DEALERS.map((name) => sql.lit(name)))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dealers').dropColumn('sot').execute();
}
