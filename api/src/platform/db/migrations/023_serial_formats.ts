/**
 * Serial numbers at shipment (issue 30): each firearm sku carries its model's serial format and the
 * calibre the disposition record names when no option says it. A database seeded before this
 * migration gets the seeded models' formats here, by slug (the seed writes them itself from now on).
 */
import { type Kysely, sql } from 'kysely';
import { FIREARM_SERIALS } from '../../../seed/content/products/serial-formats';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_skus')
    .addColumn('serial_format', 'text', (col) => col.check(sql`length(serial_format) between 1 and 40`))
    .addColumn('caliber', 'text', (col) => col.check(sql`length(caliber) between 1 and 40`))
    .execute();
  for (const [slug, { serialFormat, caliber }] of Object.entries(FIREARM_SERIALS)) {
    await sql`update catalog_skus set serial_format = ${serialFormat}, caliber = ${caliber ?? null}
      where product_slug = ${slug}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalog_skus').dropColumn('caliber').dropColumn('serial_format').execute();
}
