/**
 * Price list and stock: `GET /Products` (briefly cached) and `GET /Products/nocache` (always
 * fresh); staff set a SKU's stock (`POST /staff/stock/{sku}`, X-Staff-Key), which sends the
 * back-in-stock alerts that became due.
 */
import type { FastifyInstance } from 'fastify';
import type { PriceListAnswer } from 'shared-contracts/api/catalog-views';
import { number, object } from 'yup';
import { notFound } from '../../platform/http-errors';
import { sendWithEtag } from '../../platform/plugins/etag';
import { validate } from '../../platform/plugins/validate';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { staffGuard } from '../../shared/staff-access';
import { dispatchStockAlerts } from '../stock-alerts/index';
import { setStock } from './queries';
import { readPriceList } from './service';

const stockSchema = object({
  quantity: number()
    .typeError('Quantity must be a whole number from 0 to 1,000,000')
    .integer('Quantity must be a whole number from 0 to 1,000,000')
    .min(0, 'Quantity must be a whole number from 0 to 1,000,000')
    .max(1_000_000, 'Quantity must be a whole number from 0 to 1,000,000')
    .required('Quantity is required'),
});

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // One copy per app: a burst of page loads reads the table once every few seconds.
  let cached: { at: number; answer: PriceListAnswer } | null = null;
  const ttl = app.config.priceListCacheMs;

  app.get(
    '/Products',
    {
      schema: {
        tags: ['catalog'],
        summary: `Price and stock by sku under products (may be up to ${ttl / 1000} s old).`,
      },
    },
    async (request, reply) => {
      const now = Date.now();
      if (!cached || now - cached.at >= ttl) cached = { at: now, answer: await readPriceList(app.db) };
      return sendWithEtag(request, reply, cached.answer);
    },
  );

  app.get(
    '/Products/nocache',
    { schema: { tags: ['catalog'], summary: 'Price and stock by sku under products, read from the database now.' } },
    async (request, reply) => {
      const answer = await readPriceList(app.db);
      cached = { at: Date.now(), answer };
      return sendWithEtag(request, reply, answer, 'no-store');
    },
  );

  const requireStaff = staffGuard(app);
  if (!requireStaff) return;
  const shopUrl = mailSettingsFromEnv().shopUrl;
  app.post<{ Params: { sku: string } }>('/staff/stock/:sku', { schema: { hide: true } }, async (request) => {
    requireStaff(request);
    const { quantity } = await validate(stockSchema, request.body);
    if (!(await setStock(app.db, request.params.sku, quantity))) throw notFound('No such SKU');
    cached = null;
    const alertsSent = await dispatchStockAlerts({
      db: app.db,
      mailer: app.providers.mailer,
      shopUrl,
      log: request.log,
    });
    return { sku: request.params.sku, qtyOnHand: quantity, alertsSent };
  });
}
