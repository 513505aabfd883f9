/**
 * The disposition record's staff paths (a staff session with the permission, or the staff key):
 * append an entry, append a correction of one, read the record (optionally by serial), and export it
 * as CSV. Each append is also a staff audit entry (who, what, before and after). An entry written at
 * shipment also says where the bound book is with it (`boundBook`: pending, submitted or failed).
 */
import type { FastifyInstance } from 'fastify';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { dispositionCorrectionSchema, dispositionEntrySchema } from 'shared-contracts/schemas/disposition';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { submissionsOf } from './book-submissions';
import { dispositionCsv } from './csv';
import { DISPOSITION_API_MESSAGES, dispositionRecord, recordCorrection, recordEntry } from './service';

const ENTRY_ID = /^[1-9]\d{0,15}$/;

export async function dispositionRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/staff/disposition/entries',
    {
      ...requireStaff('disposition.record'),
      schema: staffDoc({ summary: 'Append a disposition entry (a firearm that left the licence).' }),
    },
    async (request, reply) => {
      const input = await validate(dispositionEntrySchema, request.body);
      const entry = await recordEntry(app.db, input, staffActorOf(request));
      return reply.status(201).send(entry);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/staff/disposition/entries/:id/corrections',
    {
      ...requireStaff('disposition.record'),
      schema: staffDoc({ summary: 'Append the correction of an entry; the corrected entry stays as it was.' }),
    },
    async (request, reply) => {
      // The body first: a malformed correction is a 400 whatever entry it names.
      const input = await validate(dispositionCorrectionSchema, request.body);
      if (!ENTRY_ID.test(request.params.id)) throw notFound(DISPOSITION_API_MESSAGES.entryNotFound);
      const actor = staffActorOf(request);
      return reply.status(201).send(await recordCorrection(app.db, Number(request.params.id), input, actor));
    },
  );

  app.get<{ Querystring: { serial?: string } }>(
    '/staff/disposition/entries',
    {
      ...requireStaff('disposition.read'),
      schema: staffDoc({ summary: 'The disposition record, oldest first (optionally one serial number).' }),
    },
    async (request) => {
      const serial = typeof request.query.serial === 'string' ? request.query.serial.slice(0, TEXT_LIMITS.code) : '';
      const entries = await dispositionRecord(app.db, { serial: serial || undefined });
      // Entries written at shipment show where the bound book is with them (pending, submitted, failed).
      const submissions = await submissionsOf(
        app.db,
        entries.map((entry) => entry.id),
      );
      return { entries: entries.map((entry) => ({ ...entry, boundBook: submissions.get(entry.id) ?? null })) };
    },
  );

  app.get(
    '/staff/disposition/export.csv',
    { ...requireStaff('disposition.read'), schema: staffDoc({ summary: 'The disposition record as CSV.' }) },
    async (_request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="disposition-record.csv"')
        .header('cache-control', 'no-store');
      return dispositionCsv(await dispositionRecord(app.db));
    },
  );
}
