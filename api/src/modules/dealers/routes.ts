/**
 * GET /Dealers/search (the locator), GET /Zip/{zip} (a zip's state, for the checkout's address
 * check), POST /Registration/dealer (multipart: the form's fields with
 * fflDocument and sotDocument), a dealer's own document download, and the staff path
 * (`/staff/registrations/dealer...`: a staff session with the applications permissions, or the staff
 * key of `npm run registrations -- dealer ...`): the list with applicants and documents, each
 * document shown beside its application, and the decision (on the audit log).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { normalizeZip, ZIP_MESSAGES } from 'shared-contracts/domain/zip';
import { dealerSearchSchema } from 'shared-contracts/schemas/dealer-locator';
import {
  DEALER_DOCUMENT_FIELDS,
  DEALER_DOCUMENT_MAX_BYTES,
  dealerRegistrationSchema,
} from 'shared-contracts/schemas/dealer-registration';
import { staffApplicationListQuerySchema } from 'shared-contracts/schemas/staff-inbox';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { sendPrivateDocument } from '../../shared/private-document';
import { requireStaff, staffActorOf, staffDecisionSchema, staffDoc } from '../../shared/staff-access';
import { readDocumentUpload } from '../../shared/uploaded-documents';
import { requireAccount } from '../auth/index';
import { findZip } from './queries';
import { dealerDocumentForOwner, dealerDocumentOfApplication, decideDealer, registerDealer } from './registration';
import { searchDealers } from './search';
import { dealerApplicationsForStaff } from './staff-views';

export const DEALER_RATE_LIMITS = {
  searchPerAddress: { name: 'dealers:search', limit: 120, windowSeconds: 60 },
  registrationPerAddress: { name: 'dealers:register', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Every text field of the registration form (the documents travel as files beside them). */
const REGISTRATION_TEXT_FIELDS = Object.keys(dealerRegistrationSchema.fields);

export async function dealerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  const shopUrl = mailSettingsFromEnv().shopUrl;
  const limit = (reply: FastifyReply, rule: RateLimitRule, subject: string) =>
    enforceRateLimit(app.db, reply, rule, subject);

  app.get(
    '/Dealers/search',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Dealers within a radius (miles) of a US zip code, nearest first.',
        querystring: {
          type: 'object',
          properties: { zip: { type: 'string' }, radius: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      await limit(reply, DEALER_RATE_LIMITS.searchPerAddress, request.ip);
      const { zip, radius } = await validate(dealerSearchSchema, request.query);
      // Always asked again: a dealer approved a moment ago is found at once.
      reply.header('cache-control', 'no-cache');
      return searchDealers({ db: app.db, geocoder: app.providers.geocoder }, zip, radius);
    },
  );

  app.get<{ Params: { zip: string } }>(
    '/Zip/:zip',
    {
      schema: { tags: ['dealers'], summary: "A US zip's state and city (the bundled zip table), for address checks." },
    },
    async (request, reply) => {
      const zip = normalizeZip(request.params.zip.slice(0, TEXT_LIMITS.zip));
      const row = zip.length === 5 ? await findZip(app.db, zip) : undefined;
      if (!row) throw notFound(ZIP_MESSAGES.unknown);
      reply.header('cache-control', 'public, max-age=86400');
      return { zip: row.zip, state: row.state, city: row.city };
    },
  );

  app.post(
    '/Registration/dealer',
    { schema: { tags: ['dealers'], summary: 'Register as a dealer (multipart, FFL/SOT documents as PDF or TIFF).' } },
    async (request, reply) => {
      await limit(reply, DEALER_RATE_LIMITS.registrationPerAddress, request.ip);
      const { fields, files } = await readDocumentUpload(request, {
        field: 'fflDocument',
        fileFields: DEALER_DOCUMENT_FIELDS,
        allowed: ['pdf', 'tif'],
        maxBytesExclusive: DEALER_DOCUMENT_MAX_BYTES,
        maxFiles: DEALER_DOCUMENT_FIELDS.length,
        minFiles: 0,
        textFields: REGISTRATION_TEXT_FIELDS,
        maxTextLength: TEXT_LIMITS.token,
      });
      const form = await validate(dealerRegistrationSchema, fields);
      await requireCaptcha(request, form.captcha);
      const { message } = await registerDealer(
        { db: app.db, storage: app.providers.storage, mailer: app.providers.mailer, shopUrl },
        form,
        files,
      );
      return { message };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Registration/dealer/documents/:id',
    { schema: { tags: ['dealers'], summary: 'One of your own dealer documents.' } },
    async (request, reply) => {
      const account = await requireAccount(request);
      const doc = await dealerDocumentForOwner(
        { db: app.db, storage: app.providers.storage },
        account.userId,
        request.params.id,
      );
      return sendPrivateDocument(reply, doc, 'download');
    },
  );

  // ---- staff ------------------------------------------------------------------------------------
  app.get(
    '/staff/registrations/dealer',
    {
      ...validatedByYup,
      ...requireStaff('applications.read'),
      schema: staffDoc({
        summary:
          'Dealer applications with applicant, dealer details and FFL/SOT documents: status Pending (default, oldest first), Approved, Rejected or all (newest first); page and pageSize.',
        querystring: openApiBody(staffApplicationListQuerySchema),
      }),
    },
    async (request) =>
      dealerApplicationsForStaff(app.db, await validate(staffApplicationListQuerySchema, request.query)),
  );

  app.get<{ Params: { id: string; documentId: string } }>(
    '/staff/registrations/dealer/:id/documents/:documentId',
    {
      ...requireStaff('applications.read'),
      schema: staffDoc({
        summary: 'One FFL or SOT document of a dealer application (private, never cached; PDF and images inline).',
      }),
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const doc = await dealerDocumentOfApplication({ db: app.db, storage: app.providers.storage }, id, documentId);
      return sendPrivateDocument(reply, doc, 'view');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/staff/registrations/dealer/:id/decision',
    {
      ...validatedByYup,
      ...requireStaff('applications.decide'),
      schema: staffDoc({
        summary: 'Approves or rejects a dealer application (the applicant is e-mailed).',
        body: openApiBody(staffDecisionSchema),
      }),
    },
    async (request) => {
      const { decision, reason } = await validate(staffDecisionSchema, request.body);
      await decideDealer(
        { db: app.db, mailer: app.providers.mailer, shopUrl },
        staffActorOf(request),
        request.params.id,
        decision === 'approve' ? 'Approved' : 'Rejected',
        reason || null,
      );
      return { message: decision === 'approve' ? 'Application approved' : 'Application rejected' };
    },
  );
}
