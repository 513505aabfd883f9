/**
 * Serial numbers at shipment (issue 30): each firearm sku carries its model's serial format and the
 * calibre the disposition record names when no option says it. A database seeded before this
 * migration gets the seeded models' formats here, by slug (the seed writes them itself from now on).
 *
 * And the bound book's outbox: one row per disposition entry written at shipment, `pending` until
 * the bound book (providers/bound-book) took it, `failed` when the service refused it for good. The
 * entries themselves stay append-only; only this bookkeeping changes.
 */
import { type Kysely, sql } from 'kysely';

/** The seeded models' formats and calibres as of this migration (frozen: the seed's own list may move on). */
const SEEDED_SERIALS: Record<string, { serialFormat: string; caliber?: string }> = {
  'bridger-hr1': { serialFormat: 'HA-BR-######' },
  'bridger-hr1-ember-edition': { serialFormat: 'HE###', caliber: '6.5 Creedmoor' },
  'beartooth-mountain': { serialFormat: 'HA-BT-######' },
  'absaroka-prc': { serialFormat: 'HA-AP-######' },
  'gallatin-carbine': { serialFormat: 'HA-GC-######' },
  'madison-lever': { serialFormat: 'HA-ML-######' },
  'yellowstone-rimfire': { serialFormat: 'HA-YR-######' },
  'ha15-stripped-lower': { serialFormat: 'HA-15-######', caliber: 'Multi' },
  'sentinel-9-compact': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'sentinel-9-full': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'ridgeline-10': { serialFormat: 'HA-RT-######', caliber: '10mm Auto' },
  'tern-380': { serialFormat: 'HA-TN-######', caliber: '.380 ACP' },
  'highline-1911': { serialFormat: 'HA-HL-######' },
  'sentinel-fcu': { serialFormat: 'HA-S9-######', caliber: '9mm' },
  'absaroka-30-suppressor': { serialFormat: 'HA-SX-######', caliber: '.30' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_skus')
    .addColumn('serial_format', 'text', (col) => col.check(sql`length(serial_format) between 1 and 40`))
    .addColumn('caliber', 'text', (col) => col.check(sql`length(caliber) between 1 and 40`))
    .execute();
  await db.schema
    .createTable('disposition_submissions')
    .addColumn('entry_id', 'bigint', (col) => col.primaryKey().references('disposition_entries.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'submitted', 'failed')`),
    )
    .addColumn('book', 'text')
    .addColumn('external_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index disposition_submissions_pending on disposition_submissions (entry_id) where status = 'pending'`.execute(
    db,
  );
  for (const [slug, { serialFormat, caliber }] of Object.entries(SEEDED_SERIALS)) {
    await sql`update catalog_skus set serial_format = ${serialFormat}, caliber = ${caliber ?? null}
      where product_slug = ${slug}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disposition_submissions').execute();
  await db.schema.alterTable('catalog_skus').dropColumn('caliber').dropColumn('serial_format').execute();
}
