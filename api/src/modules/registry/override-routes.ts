/**
 * QA overrides (issue 28, item 7): POST /Registry/overrides makes a signed, expiring token that
 * points one remote at a published version or a dev server's origin, for one browser (the shell's
 * server keeps it in a cookie); POST /Registry/overrides/verify is what the shell's server asks on
 * each page. Anything not valid (forged, expired, its team token revoked, an unknown version, an
 * origin outside REMOTE_OVERRIDE_ORIGINS) answers the same 404. Each override is an audit entry.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { TOPOLOGY_REMOTES } from './health-known-versions';
import { OVERRIDE_TTL, overrideRequestSchema, overrideVerifySchema } from './override-schema';
import { originAllowed, parseOverrideTarget } from './override-target';
import { readOverride, signOverride } from './override-token';
import { actorName, registryAccess } from './team-access';

export const OVERRIDE_MESSAGES = {
  notValid: 'Override not valid',
  unknownRemote: (remote: string) => `Unknown remote ${remote}`,
  unknownVersion: (remote: string, version: string) => `Unknown version ${version} of ${remote}`,
  badUrl: 'Target must be a version or a bare http(s) origin such as http://localhost:3101',
  originRefused: 'This origin is not allowed for overrides here (REMOTE_OVERRIDE_ORIGINS)',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function registryOverrideRoutes(app: FastifyInstance): Promise<void> {
  const { secret, allowedOrigins } = app.config.registryOverrides;
  const access = registryAccess(app);

  const publishedVersion = (remote: string, version: string) =>
    app.db
      .selectFrom('registry_versions')
      .select(['version', 'git_commit'])
      .where('remote', '=', remote)
      .where('version', '=', version)
      .executeTakeFirst();

  app.post(
    '/Registry/overrides',
    {
      ...validatedByYup,
      schema: {
        tags: ['registry'],
        summary: 'A signed, expiring QA override of one remote (team token of that remote, or the staff key).',
        body: openApiBody(overrideRequestSchema),
      },
    },
    async (request, reply) => {
      const input = await validate(overrideRequestSchema, request.body);
      // The staff key, or a team token of that remote; the override is tied to the token (revoking
      // it ends every override it made).
      const who = await access.actorFor(request, input.remote);
      const actor = actorName(who);
      const tid = who.kind === 'team' ? who.tokenId : 'staff';
      if (!TOPOLOGY_REMOTES.has(input.remote)) throw notFound(OVERRIDE_MESSAGES.unknownRemote(input.remote));
      const target = parseOverrideTarget(input.target.trim());
      if (!target) throw badRequest(OVERRIDE_MESSAGES.badUrl, { target: [OVERRIDE_MESSAGES.badUrl] });
      let gitCommit: string | null = null;
      if ('url' in target) {
        if (!originAllowed(target.url, allowedOrigins)) {
          throw badRequest(OVERRIDE_MESSAGES.originRefused, { target: [OVERRIDE_MESSAGES.originRefused] });
        }
      } else {
        const version = await publishedVersion(input.remote, target.version);
        if (!version) throw notFound(OVERRIDE_MESSAGES.unknownVersion(input.remote, target.version));
        gitCommit = version.git_commit;
      }
      const ttlMinutes = input.ttlMinutes ?? OVERRIDE_TTL.defaultMinutes;
      const exp = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
      const expiresAt = new Date(exp * 1000).toISOString();
      const targetText = 'url' in target ? target.url : target.version;
      const token = await signOverride(secret, { remote: input.remote, target: targetText, tid, exp });
      await app.db
        .insertInto('registry_audit')
        .values({
          actor,
          action: 'override',
          remote: input.remote,
          version: 'version' in target ? target.version : null,
          git_commit: gitCommit,
          detail: JSON.stringify({ target: targetText, expiresAt, tid }),
        })
        .execute();
      return reply.code(201).send({ token, expiresAt });
    },
  );

  app.post(
    '/Registry/overrides/verify',
    {
      ...validatedByYup,
      schema: {
        tags: ['registry'],
        summary: "What a QA override token points at, if it is still valid (the shell's server asks).",
        body: openApiBody(overrideVerifySchema),
      },
    },
    async (request, reply) => {
      const { token } = await validate(overrideVerifySchema, request.body);
      reply.header('cache-control', 'no-store');
      const claims = await readOverride(secret, token);
      if (!claims || !TOPOLOGY_REMOTES.has(claims.remote)) throw notFound(OVERRIDE_MESSAGES.notValid);
      if (claims.tid !== 'staff') {
        const live =
          UUID.test(claims.tid) &&
          (await app.db
            .selectFrom('registry_tokens')
            .select('id')
            .where('id', '=', claims.tid)
            .where('remote', '=', claims.remote)
            .where('revoked_at', 'is', null)
            .executeTakeFirst());
        if (!live) throw notFound(OVERRIDE_MESSAGES.notValid);
      }
      const expiresAt = new Date(claims.exp * 1000).toISOString();
      const target = parseOverrideTarget(claims.target);
      if (!target) throw notFound(OVERRIDE_MESSAGES.notValid);
      if ('url' in target) {
        if (!originAllowed(target.url, allowedOrigins)) throw notFound(OVERRIDE_MESSAGES.notValid);
        return { remote: claims.remote, url: target.url, expiresAt };
      }
      if (!(await publishedVersion(claims.remote, target.version))) throw notFound(OVERRIDE_MESSAGES.notValid);
      return { remote: claims.remote, version: target.version, expiresAt };
    },
  );
}
