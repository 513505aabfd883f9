/**
 * Who may make a QA override of a remote: the staff key (X-Staff-Key, shared/staff-access.ts) or a
 * team token of that remote (`Authorization: Bearer rt_...`, looked up by its SHA-256, not revoked).
 * Written apart from the registry's own team-token auth so the two branches merge cleanly; the
 * answers are the contract's: 401 without a valid token, 403 for a token of another remote.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../platform/http-errors';
import { staffGuard } from '../../shared/staff-access';

export const OVERRIDE_AUTH_MESSAGES = {
  tokenRequired: 'A valid remote token is required',
  otherRemote: (remote: string) => `This token may act only on ${remote}`,
} as const;

/** The audit's actor and the id the override token is tied to ('staff' for the staff key). */
export interface OverrideActor {
  actor: string;
  tid: string;
}

/** Longer than any token the registry issues (`rt_` + 43 characters). */
const MAX_TOKEN_LENGTH = 200;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

function isStaff(request: FastifyRequest): boolean {
  if (request.headers['x-staff-key'] === undefined) return false;
  const guard = staffGuard(request.server);
  if (!guard) return false;
  try {
    guard(request);
    return true;
  } catch {
    return false;
  }
}

export async function overrideActor(request: FastifyRequest, remote: string): Promise<OverrideActor> {
  if (isStaff(request)) return { actor: 'staff', tid: 'staff' };
  const token = bearerToken(request);
  if (!token) throw unauthorized(OVERRIDE_AUTH_MESSAGES.tokenRequired);
  const row = await request.server.db
    .selectFrom('registry_tokens')
    .select(['id', 'team', 'remote'])
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized(OVERRIDE_AUTH_MESSAGES.tokenRequired);
  if (row.remote !== remote) throw forbidden(OVERRIDE_AUTH_MESSAGES.otherRemote(row.remote));
  return { actor: `team:${row.team}`, tid: row.id };
}
