/**
 * Staff sign-in (docs/decisions/0029): POST /staff/auth/sign-in (password) -> POST
 * /staff/auth/totp/enrol or /staff/auth/totp (the code) -> the session; POST /staff/auth/sign-out;
 * GET /staff/me; POST /staff/auth/accept-invitation (sets the password). The pending session of
 * step one travels as the bearer of step two and opens nothing else. Password and code attempts are
 * rate limited per client address and per staff e-mail.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionsOf } from 'shared-contracts/domain/staff-permissions';
import {
  STAFF_MESSAGES,
  staffAcceptInvitationSchema,
  staffSignInSchema,
  staffTotpSchema,
} from 'shared-contracts/schemas/staff';
import { unauthorized } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit } from '../../platform/rate-limit';
import { bearerOf, requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { recordAudit } from '../audit/index';
import { endSessionById, findStaffById } from './queries';
import { STAFF_RATE_LIMITS } from './rate-limits';
import { liveSession } from './sessions';
import { acceptInvitation, giveSecondFactor, type SignInDeps, signInWithPassword } from './sign-in';
import { meView, staffView } from './views';

/** Routes of the sign-in steps themselves: no staff session is needed to call them. */
export const STAFF_SIGN_IN_PATHS = [
  '/staff/auth/sign-in',
  '/staff/auth/totp',
  '/staff/auth/totp/enrol',
  '/staff/auth/accept-invitation',
] as const;

const publicDoc = (summary: string, extra: Record<string, unknown> = {}) => ({ tags: ['staff'], summary, ...extra });

export async function staffAuthRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): SignInDeps => ({ db: app.db, staffTotpKey: app.config.staffTotpKey });

  app.post(
    '/staff/auth/sign-in',
    {
      ...validatedByYup,
      schema: publicDoc(
        'Step one: e-mail and password. Answers a pending token and the second factor to give (totp, or enrol with an otpauth:// URI).',
        {
          body: openApiBody(staffSignInSchema),
        },
      ),
    },
    async (request, reply) => {
      const input = await validate(staffSignInSchema, request.body);
      await enforceRateLimit(app.db, reply, STAFF_RATE_LIMITS.signInPerClient, request.ip);
      await enforceRateLimit(app.db, reply, STAFF_RATE_LIMITS.signInPerAccount, input.email);
      reply.header('cache-control', 'no-store');
      return signInWithPassword(deps(), input.email, input.password);
    },
  );

  const secondFactor = (mode: 'enrol' | 'verify') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { code } = await validate(staffTotpSchema, request.body);
    await enforceRateLimit(app.db, reply, STAFF_RATE_LIMITS.totpPerClient, request.ip);
    const token = bearerOf(request);
    if (!token) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
    const session = await liveSession(app.db, token, 'pending');
    await enforceRateLimit(app.db, reply, STAFF_RATE_LIMITS.totpPerAccount, session.email);
    reply.header('cache-control', 'no-store');
    return giveSecondFactor(deps(), session, code, mode);
  };

  app.post(
    '/staff/auth/totp/enrol',
    {
      ...validatedByYup,
      schema: publicDoc(
        'Step two, first time: the code of the newly added authenticator (bearer: the pending token). Answers the session.',
        {
          security: [{ staffSession: [] }],
          body: openApiBody(staffTotpSchema),
        },
      ),
    },
    secondFactor('enrol'),
  );

  app.post(
    '/staff/auth/totp',
    {
      ...validatedByYup,
      schema: publicDoc('Step two: the authenticator code (bearer: the pending token). Answers the session.', {
        security: [{ staffSession: [] }],
        body: openApiBody(staffTotpSchema),
      }),
    },
    secondFactor('verify'),
  );

  app.post(
    '/staff/auth/accept-invitation',
    {
      ...validatedByYup,
      schema: publicDoc("Sets the invited staffer's password with the invitation's one-time token.", {
        body: openApiBody(staffAcceptInvitationSchema),
      }),
    },
    async (request, reply) => {
      const input = await validate(staffAcceptInvitationSchema, request.body);
      await enforceRateLimit(app.db, reply, STAFF_RATE_LIMITS.invitationPerClient, request.ip);
      await acceptInvitation(app.db, input.token, input.password);
      return { message: 'Password set; sign in to add your authenticator' };
    },
  );

  app.post(
    '/staff/auth/sign-out',
    { ...requireStaff('staff.self'), schema: staffDoc({ summary: 'Ends the staff session of the bearer token.' }) },
    async (request) => {
      const actor = staffActorOf(request);
      if (actor.sessionId && actor.staffId) {
        const { sessionId, staffId } = actor;
        await app.db.transaction().execute(async (trx) => {
          await endSessionById(trx, sessionId);
          await recordAudit(trx, actor, { action: 'staff.signed-out', objectType: 'staff', objectId: staffId });
        });
      }
      return { message: STAFF_MESSAGES.signedOut };
    },
  );

  app.get(
    '/staff/me',
    {
      ...requireStaff('staff.self'),
      schema: staffDoc({ summary: 'The signed-in staffer, their role and permissions.' }),
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      reply.header('cache-control', 'private, no-store');
      if (!actor.staffId)
        return { id: null, email: actor.name, role: actor.role, permissions: permissionsOf(actor.role) };
      const row = await findStaffById(app.db, actor.staffId);
      if (!row) throw unauthorized(STAFF_MESSAGES.staffSessionRequired);
      return meView(staffView(row));
    },
  );
}
