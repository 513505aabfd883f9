/** Owners manage staff (permission staff.manage): invite, list, change a role, disable or enable, reset. */
import type { FastifyInstance } from 'fastify';
import { staffInviteSchema, staffUpdateSchema } from 'shared-contracts/schemas/staff';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { listStaff, pendingInvitationIds } from './queries';
import { changeStaff, inviteStaff, resetStaff } from './staff-management';
import { staffView } from './views';

export async function staffManagementRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;

  app.post(
    '/staff/staff',
    {
      ...validatedByYup,
      ...requireStaff('staff.manage'),
      schema: staffDoc({
        summary: 'Invites a staffer by e-mail with a role (a one-time link, 72 hours, by e-mail).',
        body: openApiBody(staffInviteSchema),
      }),
    },
    async (request, reply) => {
      const input = await validate(staffInviteSchema, request.body);
      const answer = await inviteStaff({ db: app.db, mailer: app.providers.mailer, shopUrl }, staffActorOf(request), {
        email: input.email,
        role: input.role,
      });
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    },
  );

  app.get(
    '/staff/staff',
    { ...requireStaff('staff.manage'), schema: staffDoc({ summary: 'Every staff account, with its role and state.' }) },
    async () => {
      const [rows, invited] = await Promise.all([listStaff(app.db), pendingInvitationIds(app.db)]);
      return { staff: rows.map((row) => ({ ...staffView(row), invitationPending: invited.has(row.id) })) };
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/staff/staff/:id',
    {
      ...validatedByYup,
      ...requireStaff('staff.manage'),
      schema: staffDoc({
        summary: "Changes a staffer's role, or disables (ends their sessions) or enables them.",
        body: openApiBody(staffUpdateSchema),
      }),
    },
    async (request) => {
      const change = await validate(staffUpdateSchema, request.body);
      return { staff: await changeStaff(app.db, staffActorOf(request), request.params.id, change) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/staff/staff/:id/reset',
    {
      ...requireStaff('staff.manage'),
      schema: staffDoc({
        summary:
          'A lost password or phone: forgets the password and the authenticator, ends the sessions and sends a new one-time link.',
      }),
    },
    async (request, reply) => {
      const answer = await resetStaff(
        { db: app.db, mailer: app.providers.mailer, shopUrl },
        staffActorOf(request),
        request.params.id,
      );
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
