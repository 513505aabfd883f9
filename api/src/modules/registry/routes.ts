/**
 * The remote registry's HTTP interface (issue 28, docs/decisions/0028), under /Registry:
 * publishing (team token of the remote, or staff), the state every shell server reads, the
 * versions, the delivery actions (canary, promote, abort, rollback), history, health status and the
 * staff's team tokens (token-routes.ts). Bodies are validated with the yup schemas of schemas.ts,
 * the publish's multipart with upload.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { abortCanary, promote, rollback, startCanary } from './delivery';
import { publishVersion } from './publish';
import { auditOf, listVersions } from './queries';
import { abortSchema, canarySchema, promoteSchema, REMOTES } from './schemas';
import { registryState, remoteState } from './state';
import { registryStatus } from './status';
import { createRegistryStorage } from './storage';
import { actorName, registryAccess } from './team-access';
import { tokenRoutes } from './token-routes';
import { readPublishUpload } from './upload';

const tags = ['registry'];
const remoteParams = {
  type: 'object',
  properties: { remote: { type: 'string', enum: [...REMOTES] } },
  required: ['remote'],
} as const;
/** Team routes: `Authorization: Bearer <team token of the remote>` or `X-Staff-Key`. */
const teamAuth: { [scheme: string]: string[] }[] = [{ bearer: [] }, { staffKey: [] }];

type RemoteRequest = FastifyRequest<{ Params: { remote: string } }>;

/** The remote named in the path; 404 for any name outside the topology. */
function remoteOf(request: RemoteRequest): string {
  const { remote } = request.params;
  if (!REMOTES.includes(remote)) throw notFound(`Unknown remote "${remote.slice(0, 50)}"`);
  return remote;
}

export async function registryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  const access = registryAccess(app);
  const storage = createRegistryStorage(app.config.registry.storage);
  const publishDeps = { db: app.db, storage, budgets: app.config.registry.budgets };

  app.post<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/versions',
    {
      schema: {
        tags,
        summary: 'Publish a version of a remote (multipart: release, action, one file part per file).',
        description:
          'Checked file by file (sha256, size, path), then by the publish gate (rules exposes, contracts, shared, budget: 422 names every failed rule); the files are stored before the version is recorded.',
        params: remoteParams,
        consumes: ['multipart/form-data'],
        security: teamAuth,
      },
      ...validatedByYup,
    },
    async (request, reply) => {
      const remote = remoteOf(request);
      const actor = await access.actorFor(request, remote);
      const upload = await readPublishUpload(request, remote);
      const published = await publishVersion(publishDeps, actorName(actor), upload);
      return reply.status(201).send(published);
    },
  );

  app.get(
    '/Registry/state',
    { schema: { tags, summary: 'Every remote: its current version and canary.' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return registryState(app.db);
    },
  );

  app.get<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/versions',
    {
      schema: { tags, summary: "A remote's published versions, newest first, with their files.", params: remoteParams },
      ...validatedByYup,
    },
    async (request) => {
      const rows = await listVersions(app.db, remoteOf(request));
      return {
        versions: rows.map((row) => ({
          version: row.version,
          publishedAt: row.publishedAt,
          publishedBy: row.publishedBy,
          gitCommit: row.gitCommit,
          jsGzipBytes: row.jsGzipBytes,
          serverManifest: row.serverManifest,
          files: row.files,
        })),
      };
    },
  );

  app.post<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/canary',
    {
      schema: {
        tags,
        summary: 'Serve a version to a sticky share of visitors.',
        params: remoteParams,
        body: openApiBody(canarySchema),
        security: teamAuth,
      },
      ...validatedByYup,
    },
    async (request) => {
      const remote = remoteOf(request);
      const actor = await access.actorFor(request, remote);
      const { version, percent } = await validate(canarySchema, request.body);
      await startCanary(app.db, actorName(actor), remote, version, percent);
      return remoteState(app.db, remote);
    },
  );

  app.post<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/promote',
    {
      schema: {
        tags,
        summary: "Make the canary's version (or a given staged one) current.",
        params: remoteParams,
        body: openApiBody(promoteSchema),
        security: teamAuth,
      },
      ...validatedByYup,
    },
    async (request) => {
      const remote = remoteOf(request);
      const actor = await access.actorFor(request, remote);
      const { version } = await validate(promoteSchema, request.body ?? {});
      await promote(app.db, actorName(actor), remote, version);
      return remoteState(app.db, remote);
    },
  );

  app.post<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/abort',
    {
      schema: {
        tags,
        summary: 'End the running canary.',
        params: remoteParams,
        body: openApiBody(abortSchema),
        security: teamAuth,
      },
      ...validatedByYup,
    },
    async (request) => {
      const remote = remoteOf(request);
      const actor = await access.actorFor(request, remote);
      const { reason } = await validate(abortSchema, request.body ?? {});
      await abortCanary(app.db, actorName(actor), remote, reason || undefined);
      return remoteState(app.db, remote);
    },
  );

  app.post<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/rollback',
    {
      schema: {
        tags,
        summary: 'Go back to the version the last promote replaced.',
        params: remoteParams,
        security: teamAuth,
      },
      ...validatedByYup,
    },
    async (request) => {
      const remote = remoteOf(request);
      const actor = await access.actorFor(request, remote);
      await rollback(app.db, actorName(actor), remote);
      return remoteState(app.db, remote);
    },
  );

  app.get<{ Params: { remote: string } }>(
    '/Registry/remotes/:remote/history',
    {
      schema: { tags, summary: "A remote's delivery history, newest first.", params: remoteParams, security: teamAuth },
      ...validatedByYup,
    },
    async (request) => {
      const remote = remoteOf(request);
      await access.actorFor(request, remote);
      return { entries: await auditOf(app.db, remote) };
    },
  );

  app.get(
    '/Registry/status',
    { schema: { tags, summary: 'Per remote and version: views, errors, error rate.', security: teamAuth } },
    async (request) => {
      await access.actorOf(request);
      return { remotes: await registryStatus(app.db) };
    },
  );

  await tokenRoutes(app, access);
}
