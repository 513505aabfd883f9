/**
 * Price list and stock: `GET /Products` (briefly cached) and `GET /Products/nocache` (always
 * fresh), the whole list; `GET /Products/prices?skus=A,B` (issue 14), only the skus a page shows,
 * read from the database per request and briefly cached by browsers and proxies. Staff set a SKU's
 * stock (`POST /staff/stock/{sku}`, permission inventory.adjust; on the audit log), which sends the
 * back-in-stock alerts that became due.
 */
import type { FastifyInstance } from 'fastify';
import type { PriceListAnswer } from 'shared-contracts/api/catalog-views';
import { number, object } from 'yup';
import { notFound } from '../../platform/http-errors';
import { sendWithEtag } from '../../platform/plugins/etag';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import { requireStaff, staffActorOf, staffDoc } from '../../shared/staff-access';
import { recordAudit } from '../audit/index';
import { dispatchStockAlerts } from '../stock-alerts/index';
import { PRICE_QUERY_LIMITS, priceQuerySchema, skuListOf } from './price-query';
import { setStock } from './queries';
import { readPriceList, readPrices } from './service';

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

  // The answer may be as old as the price list's memory copy: browsers and proxies keep it that long.
  const maxAge = Math.floor(ttl / 1000);
  const pricesCacheControl = maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache';
  app.get(
    '/Products/prices',
    {
      ...validatedByYup,
      schema: {
        tags: ['catalog'],
        summary: `Price and stock of the given skus only, by sku under products (may be up to ${maxAge} s old).`,
        description:
          '`skus`: the skus a page shows, comma-separated (trimmed, repeats asked once), at most ' +
          `${PRICE_QUERY_LIMITS.maxSkus} distinct skus of at most ${PRICE_QUERY_LIMITS.skuLength} characters ` +
          "(letters, digits, '-', '_', '.'); 400 otherwise. Same shape as GET /Products; an unknown sku is " +
          'left out of the answer.',
        querystring: openApiBody(priceQuerySchema),
      },
    },
    async (request, reply) => {
      const { skus } = await validate(priceQuerySchema, request.query);
      return sendWithEtag(request, reply, await readPrices(app.db, skuListOf(skus)), pricesCacheControl);
    },
  );

  const shopUrl = mailSettingsFromEnv().shopUrl;
  app.post<{ Params: { sku: string } }>(
    '/staff/stock/:sku',
    {
      ...validatedByYup,
      ...requireStaff('inventory.adjust'),
      schema: staffDoc({
        summary: "Sets a SKU's stock (sends the back-in-stock alerts that became due).",
        body: openApiBody(stockSchema),
      }),
    },
    async (request) => {
      const { quantity } = await validate(stockSchema, request.body);
      const { sku } = request.params;
      const actor = staffActorOf(request);
      const found = await app.db.transaction().execute(async (trx) => {
        const before = await setStock(trx, sku, quantity);
        if (before === null) return false;
        await recordAudit(trx, actor, {
          action: 'stock.set',
          objectType: 'sku',
          objectId: sku,
          before: { qtyOnHand: before },
          after: { qtyOnHand: quantity },
        });
        return true;
      });
      if (!found) throw notFound('No such SKU');
      cached = null;
      const alertsSent = await dispatchStockAlerts({
        db: app.db,
        mailer: app.providers.mailer,
        shopUrl,
        log: request.log,
      });
      return { sku, qtyOnHand: quantity, alertsSent };
    },
  );
}
