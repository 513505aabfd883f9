/**
 * The real API of one test file (`api/testkit`): started once before the file's tests (the cold
 * start takes seconds) and stopped after them; each test points the shared HTTP client at it and
 * forgets the requests recorded. `staffSessionOf` gives a staffer of a role a complete session
 * (password and second factor already given) straight in the API's database, as the API's own
 * route walks do; the sign-in screens' tests go through the real steps instead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type RealApi, startRealApi } from 'api/testkit';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStaffSession } from '../src/shared/session/staff-session';
import { resetEventBus } from './render';

/**
 * Call at the top of a test file. The answer stands for the API the file's `beforeAll` starts (a
 * proxy, because the API does not exist yet when the file is read).
 */
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
    resetEventBus();
    running().pointClientHere();
    running().forgetRequests();
  });
  return new Proxy({} as RealApi, { get: (_target, key) => Reflect.get(running(), key) });
}

let counter = 0;

/** A new enrolled staffer of `role` and the bearer token of a complete session (8 hours). */
export async function staffSessionOf(
  api: RealApi,
  role: StaffRole,
): Promise<{ id: string; email: string; token: string }> {
  const email = `${role}-${Date.now()}-${++counter}@halvorsen.example`;
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
      second_factor_at: now,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 8 * 60 * 60 * 1000),
    })
    .execute();
  return { id: staffer.id, email, token };
}

/** A staffer of `role` whose complete session the page holds (GET /staff/me answers it). */
export async function signedInStaffer(api: RealApi, role: StaffRole): Promise<{ id: string; email: string }> {
  const { id, email, token } = await staffSessionOf(api, role);
  await startStaffSession(token);
  return { id, email };
}
