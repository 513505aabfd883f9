/** The zip table, the dealer directory and dealer applications in the database. */
import { sql } from 'kysely';
import type { LatLng } from 'shared-contracts/api/dealers';
import type { Db } from '../../platform/db/index';
import type { PostalAddress } from '../../platform/db/tables/dealers';
import type { ApplicationStatus } from '../../platform/db/tables/registrations';
import {
  APPLICANT_COLUMNS,
  APPLICATION_COLUMNS,
  applicationOrder,
  decidedBy,
  pageOfRows,
} from '../../shared/staff-lists';
import { EARTH_RADIUS_MILES, type LatLngBox } from './great-circle';

// ---- zip table --------------------------------------------------------------------------------

export interface ZipRow {
  zip: string;
  state: string;
  city: string;
  latitude: number;
  longitude: number;
}

export async function zipCodeCount(db: Db): Promise<number> {
  const row = await db.selectFrom('zip_codes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Every row in one statement (arrays unnested server-side): ~42,000 rows in well under a second. */
export async function insertZipCodes(db: Db, rows: readonly ZipRow[]): Promise<void> {
  await sql`
    insert into zip_codes (zip, state, city, latitude, longitude)
    select * from unnest(
      ${rows.map((r) => r.zip)}::text[], ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.city)}::text[],
      ${rows.map((r) => r.latitude)}::float8[], ${rows.map((r) => r.longitude)}::float8[])
    on conflict (zip) do nothing`.execute(db);
}

export function findZip(db: Db, zip: string): Promise<ZipRow | undefined> {
  return db.selectFrom('zip_codes').selectAll().where('zip', '=', zip).executeTakeFirst();
}

export function findZips(db: Db, zips: readonly string[]): Promise<ZipRow[]> {
  if (zips.length === 0) return Promise.resolve([]);
  return db.selectFrom('zip_codes').selectAll().where('zip', 'in', zips).execute();
}

// ---- directory --------------------------------------------------------------------------------

export interface NewDealer {
  name: string;
  ffl_number: string | null;
  /** The licence on file expires (migration 022); null or left out: no licence on file. */
  ffl_expires_on?: string | null;
  phone: string;
  email: string | null;
  website: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  in_locator: boolean;
  /** Special Occupational Tax status (migration 018); false when left out. */
  sot?: boolean;
  status: ApplicationStatus;
  user_id: string | null;
}

export async function dealerCount(db: Db): Promise<number> {
  const row = await db.selectFrom('dealers').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export async function insertDealers(db: Db, dealers: readonly NewDealer[]): Promise<void> {
  for (let at = 0; at < dealers.length; at += 1000) {
    await db
      .insertInto('dealers')
      .values(dealers.slice(at, at + 1000))
      .execute();
  }
}

export interface DealerDistanceRow {
  id: string;
  name: string;
  ffl_number: string | null;
  phone: string;
  email: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  sot: boolean;
  distance: number;
}

/**
 * Approved dealers who appear in the locator within `radiusMiles` of `origin`, nearest first. The
 * box (great-circle.ts) is read from the partial index on (latitude, longitude); the haversine
 * distance decides. `least(1, ...)` keeps asin's argument in range against rounding.
 */
export async function dealersWithin(
  db: Db,
  origin: LatLng,
  radiusMiles: number,
  box: LatLngBox,
  limit: number,
): Promise<DealerDistanceRow[]> {
  const { latitude: lat, longitude: lng } = origin;
  const longitudeBand = box.longitude
    ? sql`and d.longitude between ${box.longitude.min} and ${box.longitude.max}`
    : sql``;
  const result = await sql<DealerDistanceRow>`
    select * from (
      select d.id, d.name, d.ffl_number, d.phone, d.email, d.address1, d.address2, d.city, d.state, d.zip,
        d.latitude, d.longitude, d.sot,
        2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
          power(sin(radians(d.latitude - ${lat}::float8) / 2), 2)
          + cos(radians(${lat}::float8)) * cos(radians(d.latitude))
            * power(sin(radians(d.longitude - ${lng}::float8) / 2), 2)))) as distance
      from dealers d
      where d.in_locator and d.status = 'Approved'
        and d.latitude between ${box.latitude.min} and ${box.latitude.max}
        ${longitudeBand}
    ) near
    where near.distance <= ${radiusMiles}
    order by near.distance, near.name
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Every dealer the locator may show, for the brute-force check in the tests. */
export function locatorDealers(db: Db) {
  return db
    .selectFrom('dealers')
    .select(['id', 'name', 'latitude', 'longitude'])
    .where('in_locator', '=', true)
    .where('status', '=', 'Approved')
    .execute();
}

// ---- applications -----------------------------------------------------------------------------

export interface NewDealerDocument {
  kind: 'ffl' | 'sot';
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

export async function insertDealerApplication(
  db: Db,
  input: {
    dealer: NewDealer;
    userId: string;
    sotEin: string | null;
    shipping: PostalAddress;
    billing: PostalAddress;
    documents: NewDealerDocument[];
  },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const dealer = await trx.insertInto('dealers').values(input.dealer).returning('id').executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('dealer_applications')
      .values({
        dealer_id: dealer.id,
        user_id: input.userId,
        status: 'Pending',
        sot_ein: input.sotEin,
        shipping_address: JSON.stringify(input.shipping),
        billing_address: JSON.stringify(input.billing),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.documents.length > 0) {
      await trx
        .insertInto('dealer_documents')
        .values(
          input.documents.map((doc) => ({
            application_id: id,
            kind: doc.kind,
            storage_key: doc.storageKey,
            content_type: doc.contentType,
            size_bytes: doc.sizeBytes,
            original_name: doc.originalName,
          })),
        )
        .execute();
    }
    return id;
  });
}

/**
 * A page of applications with the applicant (never a password hash: columns are named) and the
 * dealer as registered, newest first, or oldest first when only pending ones are asked (the queue
 * is worked in order). Who decided comes from the audit log, which records every decision.
 */
export function listDealerApplications(
  db: Db,
  filter: { status: ApplicationStatus | undefined; page: number; pageSize: number },
) {
  let base = db
    .selectFrom('dealer_applications as a')
    .innerJoin('dealers as d', 'd.id', 'a.dealer_id')
    .innerJoin('users as u', 'u.id', 'a.user_id');
  if (filter.status) base = base.where('a.status', '=', filter.status);
  return pageOfRows(
    base,
    (query) =>
      query.select([
        ...APPLICATION_COLUMNS,
        'a.sot_ein',
        'a.shipping_address',
        'a.billing_address',
        'd.id as dealer_id',
        'd.name as company',
        'd.ffl_number',
        sql<string | null>`to_char(d.ffl_expires_on, 'YYYY-MM-DD')`.as('ffl_expires_on'),
        'd.phone as dealer_phone',
        'd.email as dealer_email',
        'd.website',
        'd.address1',
        'd.address2',
        'd.city',
        'd.state',
        'd.zip',
        'd.in_locator',
        ...APPLICANT_COLUMNS,
        decidedBy('dealer-application'),
      ]),
    applicationOrder(filter.status),
    filter,
  );
}

/**
 * Decides a pending application once (the dealer row follows); answers whom to tell, or undefined.
 * Run it in a transaction (the caller's, which also records the staff action).
 */
export async function decideDealerApplication(
  db: Db,
  id: string,
  status: 'Approved' | 'Rejected',
  reason: string | null,
): Promise<{ email: string; firstName: string; company: string; inLocator: boolean } | undefined> {
  const decided = await db
    .updateTable('dealer_applications')
    .set({ status, reason, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .returning(['user_id', 'dealer_id', 'sot_ein'])
    .executeTakeFirst();
  if (!decided) return undefined;
  const dealer = await db
    .updateTable('dealers')
    // Staff approve the application as sent: with its SOT EIN (and document), the dealer's SOT status.
    .set({ status, sot: status === 'Approved' && decided.sot_ein !== null })
    .where('id', '=', decided.dealer_id)
    .returning(['name', 'in_locator'])
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', decided.user_id)
    .executeTakeFirstOrThrow();
  return { email: user.email, firstName: user.first_name, company: dealer.name, inLocator: dealer.in_locator };
}

/** A document with its application and owner: the owner's download and the back office's view. */
export function findDealerDocument(db: Db, id: string) {
  return db
    .selectFrom('dealer_documents as x')
    .innerJoin('dealer_applications as a', 'a.id', 'x.application_id')
    .select(['x.storage_key', 'x.content_type', 'x.original_name', 'x.application_id', 'a.user_id'])
    .where('x.id', '=', id)
    .executeTakeFirst();
}

/** The documents of these applications (no storage keys: they stay inside the API). */
export function documentsOfApplications(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dealer_documents')
    .select(['id', 'application_id', 'kind', 'original_name', 'content_type', 'size_bytes', 'created_at'])
    .where('application_id', 'in', applicationIds)
    .orderBy('kind')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The SOT status of an approved directory dealer at this zip (the one the checkout's picker chose),
 * or false: a dealer not in the directory, not approved, elsewhere, or without SOT.
 */
export async function isSotDealerAt(db: Db, dealerId: string, zip: string): Promise<boolean> {
  const row = await db
    .selectFrom('dealers')
    .select('sot')
    .where('id', '=', dealerId)
    .where('status', '=', 'Approved')
    .where(sql<string>`left(regexp_replace(zip, '[^0-9]', '', 'g'), 5)`, '=', zip.replace(/[^0-9]/g, '').slice(0, 5))
    .executeTakeFirst();
  return row?.sot ?? false;
}
