/**
 * POST /Beacons (public): what browsers and the shell's server report, batched. The body is JSON,
 * sent as application/json or as text/plain (navigator.sendBeacon sends a string as text/plain,
 * which needs no CORS preflight), at most 16 KB; both are parsed by the API's hardened JSON parser.
 * Rate limited per client address (in this process's memory) before the body is read. Answers 202 `{ accepted, ignored }`.
 */
import type { FastifyInstance } from 'fastify';
import { parseJsonBody } from '../../platform/hardening/json-body';
import { MemoryRateLimit } from '../../platform/memory-rate-limit';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import type { RateLimitRule } from '../../platform/rate-limit';
import { BEACON_LIMITS, beaconEnvelopeSchema } from './schema';
import { ingestBeacons } from './service';

export function beaconRateLimit(perMinute: number): RateLimitRule {
  return { name: 'beacons:ip', limit: perMinute, windowSeconds: 60 };
}

export async function beaconIngestRoutes(app: FastifyInstance): Promise<void> {
  // Only inside this plugin: text/plain bodies are JSON here (sendBeacon), plain text elsewhere.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Counted in memory, not in the database: one write per beacon request was most of the ingest's cost.
  const limit = new MemoryRateLimit(beaconRateLimit(app.config.beacons.perClientPerMinute));
  app.post(
    '/Beacons',
    {
      ...validatedByYup,
      bodyLimit: BEACON_LIMITS.bodyBytes,
      // Before the body is read: a flood costs one counter update per request, not a parse.
      onRequest: async (request, reply) => limit.enforce(reply, request.ip),
      schema: {
        tags: ['beacons'],
        summary:
          'Report health (and later other metrics) of the page, batched; JSON as application/json or text/plain.',
        body: openApiBody(beaconEnvelopeSchema),
      },
    },
    async (request, reply) => {
      const outcome = await ingestBeacons(app.beacons, request.body, { ip: request.ip });
      return reply.code(202).send(outcome);
    },
  );
}
