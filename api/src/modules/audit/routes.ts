/** GET /staff/audit: the staff audit log, filtered and paged (permission audit.read). Read-only by design. */
import type { FastifyInstance } from 'fastify';
import { staffAuditQuerySchema } from 'shared-contracts/schemas/staff';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { requireStaff, staffDoc } from '../../shared/staff-access';
import { listAudit } from './queries';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/staff/audit',
    {
      ...validatedByYup,
      ...requireStaff('audit.read'),
      schema: staffDoc({
        summary:
          'The audit log, newest first: filter by actor (e-mail or service:cli), action, object type and id, from/to dates; page and pageSize.',
        querystring: openApiBody(staffAuditQuerySchema),
      }),
    },
    async (request) => {
      const query = await validate(staffAuditQuerySchema, request.query);
      const { entries, total } = await listAudit(app.db, query);
      return { entries, total, page: query.page, pageSize: query.pageSize };
    },
  );
}
