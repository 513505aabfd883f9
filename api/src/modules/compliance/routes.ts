/** `POST /Compliance/evaluate`: the browser's pre-check of a cart's lines against the rule set (issue 30). */
import type { FastifyInstance } from 'fastify';
import { complianceEvaluateSchema } from 'shared-contracts/schemas/compliance';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { evaluateRequest } from './service';

export async function complianceRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/Compliance/evaluate',
    {
      ...validatedByYup,
      schema: {
        tags: ['compliance'],
        summary:
          "Each line (by sku) allowed or refused for its destination (the dealer for FFL lines) and the buyer's date of birth, with the refusing rule, its source and a reason.",
        body: openApiBody(complianceEvaluateSchema),
      },
    },
    async (request) => evaluateRequest(app.db, await validate(complianceEvaluateSchema, request.body)),
  );
}
