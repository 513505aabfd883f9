/** Guest sessions: an id starting with `gid_`, remembered so that forged ids are not accepted. */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { GUEST_ID_PREFIX, isGuestId } from 'shared-contracts/api/auth';
import type { Db } from '../../platform/db/index';
import { type RateLimitRule, rateLimitHit } from '../../platform/rate-limit';
import { guestRowExists, insertGuestWithinLimit } from './queries';

/**
 * Guest ids this process has seen in the database, per database. Guests are never deleted, so a
 * known id stays valid and every request of a returning guest (each cart call names one) is spared
 * a lookup. Only hits are kept: an unknown id is asked again, since another instance may issue it.
 */
const KNOWN_GUESTS_MAX = 100_000;
const knownGuestsByDb = new WeakMap<Db, LRUCache<string, true>>();

function knownGuests(db: Db): LRUCache<string, true> {
  let known = knownGuestsByDb.get(db);
  if (!known) {
    known = new LRUCache<string, true>({ max: KNOWN_GUESTS_MAX });
    knownGuestsByDb.set(db, known);
  }
  return known;
}

export function newGuestId(): string {
  return `${GUEST_ID_PREFIX}${randomBytes(18).toString('base64url')}`;
}

/**
 * A new guest for the client at `client`, counted against `rule` in the same statement (one round
 * trip for the hit and the row): the guest's id, or, when the client is over the limit, the seconds
 * until its window ends (no guest is made then).
 */
export async function createGuest(
  db: Db,
  rule: RateLimitRule,
  client: string,
): Promise<{ guestId: string } | { retryAfterSeconds: number }> {
  const id = newGuestId();
  const hit = rateLimitHit(db, rule, client);
  const result = await hit.answer(await insertGuestWithinLimit(db, id, hit.window, rule.limit));
  if (!result.allowed) return { retryAfterSeconds: result.retryAfterSeconds };
  knownGuests(db).set(id, true);
  return { guestId: id };
}

export async function guestExists(db: Db, guestId: string): Promise<boolean> {
  if (!isGuestId(guestId) || guestId.length > 100) return false;
  const known = knownGuests(db);
  if (known.has(guestId)) return true;
  const exists = await guestRowExists(db, guestId);
  if (exists) known.set(guestId, true);
  return exists;
}
