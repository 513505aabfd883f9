/** Guest sessions in the database: one row per issued guest id (never deleted). */
import type { Db } from '../../platform/db/index';

export async function insertGuest(db: Db, id: string): Promise<void> {
  await db.insertInto('guests').values({ id }).execute();
}

export async function guestRowExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('guests').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
