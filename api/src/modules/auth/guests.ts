/** Guest sessions: an id starting with `gid_`, remembered so that forged ids are not accepted. */
import { randomBytes } from 'node:crypto';
import { GUEST_ID_PREFIX, isGuestId } from 'shared-contracts/api/auth';
import type { Db } from '../../db/index';

export function newGuestId(): string {
  return `${GUEST_ID_PREFIX}${randomBytes(18).toString('base64url')}`;
}

export async function createGuest(db: Db): Promise<string> {
  const id = newGuestId();
  await db.insertInto('guests').values({ id }).execute();
  return id;
}

export async function guestExists(db: Db, guestId: string): Promise<boolean> {
  if (!isGuestId(guestId) || guestId.length > 100) return false;
  const row = await db.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst();
  return row !== undefined;
}
