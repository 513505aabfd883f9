/**
 * The disposition record's staff paths (X-Staff-Key; absent without a staff key): append an entry,
 * append a correction of one, read the record (optionally by serial), and export it as CSV.
 */
import type { FastifyInstance } from 'fastify';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { dispositionCorrectionSchema, dispositionEntrySchema } from 'shared-contracts/schemas/disposition';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { staffGuard } from '../../shared/staff-access';
import { dispositionCsv } from './csv';
import { DISPOSITION_API_MESSAGES, dispositionRecord, recordCorrection, recordEntry } from './service';

const ENTRY_ID = /^[1-9]\d{0,15}$/;

export async function dispositionRoutes(app: FastifyInstance): Promise<void> {
  const requireStaff = staffGuard(app);
  if (!requireStaff) return;

  app.post('/staff/disposition/entries', { schema: { hide: true } }, async (request, reply) => {
    requireStaff(request);
    const entry = await recordEntry(app.db, await validate(dispositionEntrySchema, request.body));
    return reply.status(201).send(entry);
  });

  app.post<{ Params: { id: string } }>(
    '/staff/disposition/entries/:id/corrections',
    { schema: { hide: true } },
    async (request, reply) => {
      requireStaff(request);
      if (!ENTRY_ID.test(request.params.id)) throw notFound(DISPOSITION_API_MESSAGES.entryNotFound);
      const input = await validate(dispositionCorrectionSchema, request.body);
      return reply.status(201).send(await recordCorrection(app.db, Number(request.params.id), input));
    },
  );

  app.get<{ Querystring: { serial?: string } }>(
    '/staff/disposition/entries',
    { schema: { hide: true } },
    async (request) => {
      requireStaff(request);
      const serial = typeof request.query.serial === 'string' ? request.query.serial.slice(0, TEXT_LIMITS.code) : '';
      return { entries: await dispositionRecord(app.db, { serial: serial || undefined }) };
    },
  );

  app.get('/staff/disposition/export.csv', { schema: { hide: true } }, async (request, reply) => {
    requireStaff(request);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="disposition-record.csv"')
      .header('cache-control', 'no-store');
    return dispositionCsv(await dispositionRecord(app.db));
  });
}
