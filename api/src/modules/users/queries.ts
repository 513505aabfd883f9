/** All database access of the users module: profile fields, addresses, the user's orders. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index';
import type { StoredAddress } from '../../platform/db/tables/identity';
import { isUuid } from '../../shared/uuid';

export async function findProfileRow(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'email_verified_at',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The buyer's attested date of birth (YYYY-MM-DD), kept on their profile (issue 30). */
export async function storeDateOfBirth(db: Db, userId: string, dateOfBirth: string): Promise<void> {
  await db.updateTable('users').set({ date_of_birth: dateOfBirth }).where('id', '=', userId).execute();
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  fields: { firstName: string; lastName: string; phone: string | null; dateOfBirth?: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: fields.firstName,
      last_name: fields.lastName,
      phone: fields.phone,
      // Left out of the form: kept as it is (the checkout may have stored it).
      ...(fields.dateOfBirth !== undefined ? { date_of_birth: fields.dateOfBirth } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

export async function listAddressRows(db: Db, userId: string) {
  return db
    .selectFrom('user_addresses')
    .select(['id', 'data', 'is_default_shipping', 'is_default_billing'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findAddressRow(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom('user_addresses')
    .select(['id', 'data', 'is_default_shipping', 'is_default_billing'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Clears the user's current defaults of the kinds the new/updated address takes over. */
export async function clearDefaults(db: Db, userId: string, shipping: boolean, billing: boolean): Promise<void> {
  if (shipping)
    await db.updateTable('user_addresses').set({ is_default_shipping: false }).where('user_id', '=', userId).execute();
  if (billing)
    await db.updateTable('user_addresses').set({ is_default_billing: false }).where('user_id', '=', userId).execute();
}

export async function insertAddressRow(
  db: Db,
  userId: string,
  data: StoredAddress,
  shipping: boolean,
  billing: boolean,
): Promise<string> {
  const row = await db
    .insertInto('user_addresses')
    .values({ user_id: userId, data: JSON.stringify(data), is_default_shipping: shipping, is_default_billing: billing })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddressRow(
  db: Db,
  userId: string,
  id: string,
  data: StoredAddress,
  shipping: boolean,
  billing: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set({ data: JSON.stringify(data), is_default_shipping: shipping, is_default_billing: billing })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAddressRow(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .deleteFrom('user_addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listOrderRows(db: Db, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'created_at', 'status', sql<string>`total_amount::text`.as('total_amount')])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}
