/**
 * Product registrations in the database (kept from the form, listed and marked handled by the back
 * office), and the catalogue's registrable models.
 */
import { sql } from 'kysely';
import type { InboxState } from 'shared-contracts/schemas/staff-inbox';
import type { Db } from '../../platform/db/index';
import { inboxRows } from '../../shared/inbox-handling';

/** The firearms of the catalogue (products with FFL SKUs), by title. */
export function registrableModels(db: Db) {
  return db
    .selectFrom('catalog_skus')
    .select(['product_document_id as productId', sql<string>`min(product_title)`.as('title')])
    .where('is_ffl_item', '=', true)
    .groupBy('product_document_id')
    .orderBy('title')
    .execute();
}

export function findModel(db: Db, productId: string) {
  return db
    .selectFrom('catalog_skus')
    .select(['product_document_id', 'product_title'])
    .where('product_document_id', '=', productId)
    .where('is_ffl_item', '=', true)
    .limit(1)
    .executeTakeFirst();
}

export function findDealerName(db: Db, id: string) {
  return db
    .selectFrom('dealers')
    .select(['name', 'city', 'state'])
    .where('id', '=', id)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
}

export interface NewRegistration {
  serial_number: string;
  product_id: string;
  product_title: string;
  purchase_date: string;
  dealer_id: string | null;
  dealer_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  postal_code: string;
  user_id: string | null;
}

/** Inserts the registration; undefined when the serial number is registered already. */
export async function insertRegistration(db: Db, row: NewRegistration): Promise<string | undefined> {
  const inserted = await db
    .insertInto('product_registrations')
    .values(row)
    .onConflict((oc) => oc.column('serial_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function registrationsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('product_registrations')
    .select([
      'id',
      'product_id',
      'product_title',
      'serial_number',
      sql<string>`to_char(purchase_date, 'YYYY-MM-DD')`.as('purchase_date'),
      'dealer_name',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

// ---- the back office's inbox ------------------------------------------------------------------

/** Every column the back office's inbox shows (the purchase date as YYYY-MM-DD). */
const inboxColumns = [
  'id',
  'serial_number',
  'product_id',
  'product_title',
  sql<string>`to_char(purchase_date, 'YYYY-MM-DD')`.as('purchase_date'),
  'dealer_id',
  'dealer_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'postal_code',
  'user_id',
  'created_at',
  'handled_at',
  'handled_by',
] as const;

/** A page of registrations, newest first: the open ones, the handled ones or all. */
export function listRegistrations(db: Db, query: { state: InboxState; page: number; pageSize: number }) {
  return inboxRows(db.selectFrom('product_registrations'), (rows) => rows.select(inboxColumns), query);
}

export function findRegistration(db: Db, id: string) {
  return db.selectFrom('product_registrations').select(inboxColumns).where('id', '=', id).executeTakeFirst();
}

/** Marks an open registration handled; undefined when it is unknown or handled already. */
export function markRegistrationHandled(db: Db, id: string, by: string) {
  return db
    .updateTable('product_registrations')
    .set({ handled_at: sql<Date>`now()`, handled_by: by })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .returning(inboxColumns)
    .executeTakeFirst();
}
