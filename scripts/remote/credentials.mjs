/**
 * Who a remote command acts as. A team acts with its token (REMOTE_TOKEN, made by
 * `npm run remote:token -- create <team> <remote>`); staff with the staff key: STAFF_API_KEY, else
 * the key the API made in its data folder on first start (DATA_DIR, else .data/staff-api-key: the
 * embedded default of api/src/platform/config.ts, resolveStaffKey and STAFF_KEY_FILE_NAME).
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shop-parts.mjs';

/** The file name api/src/platform/config.ts gives the embedded staff key (STAFF_KEY_FILE_NAME). */
export const STAFF_KEY_FILE_NAME = 'staff-api-key';

/** Where the API keeps its embedded staff key. */
export function staffKeyFile(env = process.env) {
  return path.join(
    env.DATA_DIR ? path.resolve(repoRoot, env.DATA_DIR) : path.join(repoRoot, '.data'),
    STAFF_KEY_FILE_NAME,
  );
}

/** The staff key, or an error saying how to get one. */
export function staffKey(env = process.env) {
  if (env.STAFF_API_KEY) return env.STAFF_API_KEY;
  const file = staffKeyFile(env);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  throw new Error(
    `No staff key: set STAFF_API_KEY, or start the API once so that it writes ${path.relative(repoRoot, file)}`,
  );
}

/**
 * A team command's identity: REMOTE_TOKEN when set; the staff key when `--as-staff` is given;
 * otherwise an error that says both ways.
 */
export function teamAuth({ asStaff = false } = {}, env = process.env) {
  if (asStaff) return { staffKey: staffKey(env) };
  if (env.REMOTE_TOKEN) return { token: env.REMOTE_TOKEN };
  throw new Error(
    'REMOTE_TOKEN is not set: a team acts with its token (npm run remote:token -- create <team> <remote>); staff add --as-staff',
  );
}
