/**
 * POST /Registration/prodeal (multipart: email + supportingDocuments), the owner-only document
 * download, and the staff path (`/staff/registrations/prodeal...`: a staff session with the
 * applications permissions, or the staff CLI's key): the list with applicants and documents, each
 * document shown beside its application, and the decision (on the audit log).
 */

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS } from 'shared-contracts';
import { PRO_DEAL_DOCUMENT_KINDS, PRO_DEAL_MAX_FILES, proDealEmailSchema } from 'shared-contracts/schemas/pro-deal';
import { staffApplicationListQuerySchema } from 'shared-contracts/schemas/staff-inbox';
import { badRequest } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { sendPrivateDocument } from '../../shared/private-document';
import { requireStaff, staffActorOf, staffDecisionSchema, staffDoc } from '../../shared/staff-access';
import { readDocumentUpload } from '../../shared/uploaded-documents';
import { requireAccount } from '../auth/index';
import { applyForProDeal, decide, documentForOwner, documentOfApplication, PRO_DEAL_MESSAGES } from './service';
import { proDealApplicationsForStaff } from './staff-views';

export const REGISTRATION_RATE_LIMITS = {
  proDealPerAccount: { name: 'prodeal:account', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  const shopUrl = mailSettingsFromEnv().shopUrl;
  const limit = (reply: FastifyReply, rule: RateLimitRule, subject: string) =>
    enforceRateLimit(app.db, reply, rule, subject);

  app.post(
    '/Registration/prodeal',
    { schema: { tags: ['registrations'], summary: 'Apply for Pro Deal with supporting documents (multipart).' } },
    async (request, reply) => {
      const account = await requireAccount(request);
      await limit(reply, REGISTRATION_RATE_LIMITS.proDealPerAccount, account.userId);
      const { fields, files } = await readDocumentUpload(request, {
        field: 'supportingDocuments',
        allowed: PRO_DEAL_DOCUMENT_KINDS,
        maxBytesExclusive: LIMITS.proDealMaxDocumentBytes,
        maxFiles: PRO_DEAL_MAX_FILES,
        minFiles: 1,
        textFields: ['email'],
        maxTextLength: 254,
      });
      const { email } = await validate(proDealEmailSchema, fields);
      if (email.toLowerCase() !== account.email.toLowerCase()) {
        throw badRequest(PRO_DEAL_MESSAGES.emailMismatch, { email: [PRO_DEAL_MESSAGES.emailMismatch] });
      }
      await applyForProDeal({ db: app.db, storage: app.providers.storage }, account.userId, files);
      return { message: PRO_DEAL_MESSAGES.received };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/Registration/prodeal/documents/:id',
    { schema: { tags: ['registrations'], summary: 'One of your own Pro Deal documents.' } },
    async (request, reply) => {
      const account = await requireAccount(request);
      const doc = await documentForOwner(
        { db: app.db, storage: app.providers.storage },
        account.userId,
        request.params.id,
      );
      return sendPrivateDocument(reply, doc, 'download');
    },
  );

  // ---- staff ------------------------------------------------------------------------------------
  app.get(
    '/staff/registrations/prodeal',
    {
      ...validatedByYup,
      ...requireStaff('applications.read'),
      schema: staffDoc({
        summary:
          'Pro Deal applications with applicant and documents: status Pending (default, oldest first), Approved, Rejected or all (newest first); page and pageSize.',
        querystring: openApiBody(staffApplicationListQuerySchema),
      }),
    },
    async (request) =>
      proDealApplicationsForStaff(app.db, await validate(staffApplicationListQuerySchema, request.query)),
  );

  app.get<{ Params: { id: string; documentId: string } }>(
    '/staff/registrations/prodeal/:id/documents/:documentId',
    {
      ...requireStaff('applications.read'),
      schema: staffDoc({
        summary: 'One document of a Pro Deal application (private, never cached; PDF and images inline).',
      }),
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const doc = await documentOfApplication({ db: app.db, storage: app.providers.storage }, id, documentId);
      return sendPrivateDocument(reply, doc, 'view');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/staff/registrations/prodeal/:id/decision',
    {
      ...validatedByYup,
      ...requireStaff('applications.decide'),
      schema: staffDoc({
        summary: 'Approves or rejects a Pro Deal application (the applicant is e-mailed).',
        body: openApiBody(staffDecisionSchema),
      }),
    },
    async (request) => {
      const { decision, reason } = await validate(staffDecisionSchema, request.body);
      await decide(
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
