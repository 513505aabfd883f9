/**
 * The real API of one test file (`api/testkit`), started before the file's tests and stopped after
 * them, with the shared HTTP client pointed at it; and a staffer of a role with a complete staff
 * session (as after the password and the second factor) held by the page.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type RealApi, startRealApi } from 'api/testkit';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStaffSession } from '../src/shared/session/staff-session';

/** Call at the top of a test file; the answer stands for the API its `beforeAll` starts. */
export function realApiForThisFile(): RealApi {
  let started: RealApi | undefined;
  const running = (): RealApi => {
    if (!started) throw new Error('The real API has not started (or failed to start) for this file');
    return started;
  };
  beforeAll(async () => {
    started = await startRealApi();
  }, 60_000);
  afterAll(async () => started?.stop());
  beforeEach(() => {
    running().pointClientHere();
    running().forgetRequests();
  });
  return new Proxy({} as RealApi, { get: (_target, key) => Reflect.get(running(), key) });
}

let counter = 0;

/**
 * A staffer of `role`, enrolled, with a complete session the page uses (GET /staff/me answers it).
 * The session row is written the way the API's second-factor step writes it (a `stf_` token kept
 * as its SHA-256): the sign-in steps themselves are the API's tests' and the sign-in page's.
 */
export async function signedInStaffer(api: RealApi, role: StaffRole): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `${role}-${Date.now()}-${counter}@halvorsen.example`;
  const staffer = await api.db
    .insertInto('staff_users')
    .values({ email, role, created_by: 'test', totp_enrolled_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `stf_${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  await api.db
    .insertInto('staff_sessions')
    .values({
      token_hash: createHash('sha256').update(token, 'utf8').digest('base64url'),
      staff_id: staffer.id,
      created_at: now,
      last_seen_at: now,
      second_factor_at: now,
      expires_at: new Date(now.getTime() + 60 * 60 * 1000),
    })
    .execute();
  await startStaffSession(token);
  return { id: staffer.id, email };
}
