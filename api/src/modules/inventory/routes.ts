/**
 * The back office's inventory (issue 29): stock per SKU with search and a low-stock filter
 * (inventory.read), each SKU's adjustment history, and adjustments with a reason (received,
 * damaged, count correction; inventory.adjust), on the audit log. An adjustment that brings a SKU
 * back in stock sends its back-in-stock alerts after the commit.
 */
import type { FastifyInstance } from 'fastify';
import { TEXT_LIMITS } from 'shared-contracts/domain/limits';
import { staffAdjustmentSchema, staffInventoryQuerySchema } from 'shared-contracts/schemas/staff-orders';
import { notFound } from '../../platform/http-errors';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { recordAudit } from '../audit/index';
import { dispatchStockAlerts } from '../stock-alerts/index';
import { adjustmentHistory, adjustStock, listStock, skuExists } from './queries';

export const INVENTORY_MESSAGES = { skuNotFound: 'No such SKU' } as const;

const SKU = /^[A-Za-z0-9._-]+$/;
const isSku = (value: string) => value.length <= TEXT_LIMITS.code && SKU.test(value);

export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  const shopUrl = mailSettingsFromEnv().shopUrl;

  app.get(
    '/staff/inventory',
    {
      ...validatedByYup,
      ...requireStaff('inventory.read'),
      schema: staffDoc({
        summary: 'Stock per SKU: search (sku or product name), lowStock=true (at or below threshold), paging.',
        querystring: openApiBody(staffInventoryQuerySchema),
      }),
    },
    async (request) => {
      const query = await validate(staffInventoryQuerySchema, request.query);
      const { items, total } = await listStock(app.db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get<{ Params: { sku: string } }>(
    '/staff/inventory/:sku/adjustments',
    {
      ...requireStaff('inventory.read'),
      schema: staffDoc({ summary: "A SKU's stock adjustments, newest first (who, why, before and after)." }),
    },
    async (request) => {
      const { sku } = request.params;
      if (!isSku(sku) || !(await skuExists(app.db, sku))) throw notFound(INVENTORY_MESSAGES.skuNotFound);
      return { sku, adjustments: await adjustmentHistory(app.db, sku) };
    },
  );

  app.post<{ Params: { sku: string } }>(
    '/staff/inventory/:sku/adjustments',
    {
      ...validatedByYup,
      ...requireStaff('inventory.adjust'),
      schema: staffDoc({
        summary: "Adjust a SKU's stock by delta with a reason (received, damaged, count correction).",
        body: openApiBody(staffAdjustmentSchema),
      }),
    },
    async (request, reply) => {
      const input = await validate(staffAdjustmentSchema, request.body);
      const { sku } = request.params;
      if (!isSku(sku)) throw notFound(INVENTORY_MESSAGES.skuNotFound);
      const actor = staffActorOf(request);
      const result = await app.db.transaction().execute(async (trx) => {
        const changed = await adjustStock(trx, {
          sku,
          delta: input.delta,
          reason: input.reason,
          note: input.note,
          actor,
        });
        if (!changed) return null;
        await recordAudit(trx, actor, {
          action: 'inventory.adjusted',
          objectType: 'sku',
          objectId: sku,
          before: { qtyOnHand: changed.before },
          after: { qtyOnHand: changed.after, reason: input.reason, note: input.note ?? null },
        });
        return changed;
      });
      if (!result) throw notFound(INVENTORY_MESSAGES.skuNotFound);
      const alertsSent =
        result.before <= 0 && result.after > 0
          ? await dispatchStockAlerts({ db: app.db, mailer: app.providers.mailer, shopUrl, log: request.log })
          : 0;
      return reply.status(201).send({ sku, qtyBefore: result.before, qtyOnHand: result.after, alertsSent });
    },
  );
}
