/**
 * Team tokens (`remote:token -- create <team> <remote>`): made by the staff, shown once, stored as
 * their SHA-256 only, revocable. Creating and revoking are audit entries of the token's remote.
 */
import type { Db } from '../../platform/db/index';
import { notFound } from '../../platform/http-errors';
import { appendAudit, insertToken, listTokens, revokeToken } from './queries';
import { newTeamToken, teamTokenHash } from './team-access';

export async function createTeamToken(db: Db, actor: string, team: string, remote: string) {
  const token = newTeamToken();
  const id = await db.transaction().execute(async (trx) => {
    const tokenId = await insertToken(trx, { team, remote, tokenHash: teamTokenHash(token), createdBy: actor });
    await appendAudit(trx, {
      actor,
      action: 'token-create',
      remote,
      version: null,
      gitCommit: null,
      detail: { tokenId, team },
    });
    return tokenId;
  });
  return { id, team, remote, token };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function revokeTeamToken(db: Db, actor: string, id: string) {
  if (!UUID.test(id)) throw notFound('No such token');
  return db.transaction().execute(async (trx) => {
    const token = await revokeToken(trx, id);
    if (!token) throw notFound('No such token');
    await appendAudit(trx, {
      actor,
      action: 'token-revoke',
      remote: token.remote,
      version: null,
      gitCommit: null,
      detail: { tokenId: id, team: token.team },
    });
    return token;
  });
}

export { listTokens };
