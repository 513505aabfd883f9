/** Product registrations in the database, and the catalogue's registrable models. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';

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
