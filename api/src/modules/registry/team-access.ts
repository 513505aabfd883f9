/**
 * Who acts on the registry: a team token of one remote (`Authorization: Bearer rt_...`, stored as
 * its SHA-256 only, revocable) or the staff key (`X-Staff-Key`, shared/staff-access.ts). A missing,
 * wrong or revoked token answers 401; a team token used on another remote answers 403.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../platform/http-errors';
import { carriesStaffKey } from '../../shared/staff-access';
import { findLiveToken } from './queries';

export type Actor = { kind: 'staff' } | { kind: 'team'; tokenId: string; team: string; remote: string };

export const ACCESS_MESSAGES = {
  tokenRequired: 'A valid remote token is required',
  staffRequired: 'The staff key is required',
  otherRemote: (remote: string) => `This token may act only on ${remote}`,
} as const;

/** `rt_` + base64url(32 random bytes). */
export function newTeamToken(): string {
  return `rt_${randomBytes(32).toString('base64url')}`;
}

export function teamTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How the audit names an actor. */
export function actorName(actor: Actor): string {
  return actor.kind === 'staff' ? 'staff' : `team:${actor.team}`;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const TEAM_TOKEN = /^Bearer\s+(rt_[A-Za-z0-9_-]{43})\s*$/;

export function registryAccess(app: FastifyInstance) {
  /** The staff key, when the request carries a valid one (a wrong one is a 401). */
  function staffFrom(request: FastifyRequest, message: string): Actor | null {
    const staff = carriesStaffKey(request);
    if (staff === undefined) return null;
    if (!staff) throw unauthorized(message);
    return { kind: 'staff' };
  }

  /** The staff, or a team token's team; 401 otherwise. */
  async function actorOf(request: FastifyRequest): Promise<Actor> {
    const staff = staffFrom(request, ACCESS_MESSAGES.tokenRequired);
    if (staff) return staff;
    const token = TEAM_TOKEN.exec(header(request, 'authorization') ?? '')?.[1];
    if (!token) throw unauthorized(ACCESS_MESSAGES.tokenRequired);
    const row = await findLiveToken(app.db, teamTokenHash(token));
    if (!row) throw unauthorized(ACCESS_MESSAGES.tokenRequired);
    return { kind: 'team', tokenId: row.id, team: row.team, remote: row.remote };
  }

  return {
    actorOf,
    /** The staff, or a team token of `remote` (403 for another remote's token). */
    async actorFor(request: FastifyRequest, remote: string): Promise<Actor> {
      const actor = await actorOf(request);
      if (actor.kind === 'team' && actor.remote !== remote) throw forbidden(ACCESS_MESSAGES.otherRemote(actor.remote));
      return actor;
    },
    /** The staff key only (token management). */
    requireStaff(request: FastifyRequest): Actor {
      const staff = staffFrom(request, ACCESS_MESSAGES.staffRequired);
      if (!staff) throw unauthorized(ACCESS_MESSAGES.staffRequired);
      return staff;
    },
  };
}

export type RegistryAccess = ReturnType<typeof registryAccess>;
