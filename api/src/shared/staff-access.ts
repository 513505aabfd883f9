/**
 * The door of every staff route (`/staff/...`, issue 29, docs/decisions/0029):
 * `...requireStaff('orders.read')` in a route's options declares the permission (kept on the route,
 * so the route list and the role x endpoint test read it) and runs the check before the handler.
 *
 * Two credentials open it:
 * - a staff session (Authorization: Bearer, an opaque token) whose second factor was given; the
 *   staff module resolves it (`app.staffSessions`, decorated by its session plugin);
 * - the staff key (X-Staff-Key, compared in constant time): the command line's service credential,
 *   acting as an owner under the name `service:cli`.
 * Anything else answers 401; a staffer whose role lacks the permission gets 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { roleMay, type StaffPermission, type StaffRole } from 'shared-contracts/domain/staff-permissions';
import { STAFF_MESSAGES } from 'shared-contracts/schemas/staff';
import { forbidden, unauthorized } from '../platform/http-errors';

/** Who acts on a staff route: a staffer with a session, or the command line's service key. */
export interface StaffActor {
  kind: 'staff' | 'service';
  /** The staffer's id; null for the service. */
  staffId: string | null;
  /** The staffer's e-mail, or `service:cli`: the name the audit log records. */
  name: string;
  role: StaffRole;
  /** The staff session the request came with (null for the service key). */
  sessionId: string | null;
}

export const SERVICE_ACTOR_NAME = 'service:cli';

/** Resolves a bearer token to the staffer of a live, fully signed-in session, or throws 401. */
export interface StaffSessionResolver {
  resolve(request: FastifyRequest, token: string): Promise<StaffActor>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffSessions: StaffSessionResolver;
  }
  interface FastifyContextConfig {
    /** The permission a staff route demands (see requireStaff). */
    staffPermission?: StaffPermission;
  }
}

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The bearer token of the request, if it carries one. */
export function bearerOf(request: FastifyRequest): string | null {
  return header(request, 'authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/** The actor behind the request's staff credential, or 401. */
export async function authenticateStaff(request: FastifyRequest): Promise<StaffActor> {
  const key = header(request, 'x-staff-key');
  if (key !== undefined) {
    const expected = request.server.config.staffApiKey;
    if (!expected || !sameKey(key, expected)) throw unauthorized('Staff key required');
    return { kind: 'service', staffId: null, name: SERVICE_ACTOR_NAME, role: 'owner', sessionId: null };
  }
  const token = bearerOf(request);
  if (!token || !request.server.hasDecorator('staffSessions')) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  return request.server.staffSessions.resolve(request, token);
}

/**
 * Whether the request carries the staff key: undefined without the header, else whether it is the
 * configured key (compared in constant time). For doors that admit the key beside credentials of
 * their own (the remote registry's team tokens).
 */
export function carriesStaffKey(request: FastifyRequest): boolean | undefined {
  const key = header(request, 'x-staff-key');
  if (key === undefined) return undefined;
  const expected = request.server.config.staffApiKey;
  return Boolean(expected) && sameKey(key, expected as string);
}

const actors = new WeakMap<FastifyRequest, StaffActor>();

/**
 * Route options of a staff route that demands `permission`: spread them into the route's options.
 * The check runs before the handler, so a staffer without the permission gets 403 whatever they sent.
 */
export function requireStaff(permission: StaffPermission) {
  return {
    config: { staffPermission: permission },
    preHandler: async (request: FastifyRequest) => {
      const actor = await authenticateStaff(request);
      if (!roleMay(actor.role, permission)) throw forbidden('Your staff role may not do this');
      actors.set(request, actor);
    },
  };
}

/** The actor requireStaff admitted for this request. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const actor = actors.get(request);
  if (!actor) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
  return actor;
}

/** The OpenAPI description of a staff route: tag `staff`, staff session or staff key. */
const STAFF_SECURITY: Array<Record<string, string[]>> = [{ staffSession: [] }, { staffKey: [] }];

export function staffDoc<T extends Record<string, unknown>>(doc: T & { summary: string }) {
  return { tags: ['staff'], security: STAFF_SECURITY, ...doc };
}

/** A staff decision: approve, or reject with a reason for the applicant (the back office's form uses it too). */
export { staffDecisionSchema } from 'shared-contracts/schemas/staff-decision';
