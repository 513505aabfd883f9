/**
 * The staff's team tokens (X-Staff-Key): create one for a team and a remote (the token is shown
 * once, stored as its SHA-256), revoke it, list them without their hashes.
 */
import type { FastifyInstance } from 'fastify';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { tokenSchema } from './schemas';
import { actorName, type RegistryAccess } from './team-access';
import { createTeamToken, listTokens, revokeTeamToken } from './tokens';

const tags = ['registry'];

export async function tokenRoutes(app: FastifyInstance, access: RegistryAccess): Promise<void> {
  const staffAuth: { [scheme: string]: string[] }[] = [{ staffKey: [] }];

  app.post(
    '/Registry/tokens',
    {
      schema: {
        tags,
        summary: 'Create a team token for one remote (shown once).',
        body: openApiBody(tokenSchema),
        security: staffAuth,
      },
      ...validatedByYup,
    },
    async (request, reply) => {
      const actor = access.requireStaff(request);
      const { team, remote } = await validate(tokenSchema, request.body);
      return reply.status(201).send(await createTeamToken(app.db, actorName(actor), team, remote));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/Registry/tokens/:id/revoke',
    { schema: { tags, summary: 'Revoke a team token.', security: staffAuth }, ...validatedByYup },
    async (request) => {
      const actor = access.requireStaff(request);
      const token = await revokeTeamToken(app.db, actorName(actor), request.params.id);
      return { id: token.id, revoked: true };
    },
  );

  app.get(
    '/Registry/tokens',
    { schema: { tags, summary: 'Every team token (never the token itself).', security: staffAuth } },
    async (request) => {
      access.requireStaff(request);
      return { tokens: await listTokens(app.db) };
    },
  );
}
