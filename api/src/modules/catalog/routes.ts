/** Price list and stock: `GET /Products` (briefly cached) and `GET /Products/nocache` (always fresh). */
import type { FastifyInstance } from 'fastify';
import type { PriceListAnswer } from 'shared-contracts/api/catalog-views';
import { sendWithEtag } from '../../platform/plugins/etag';
import { readPriceList } from './service';

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
}
