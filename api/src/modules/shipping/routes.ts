/** `GET /Cart/shipping-methods` (and the guest variant): the methods the billing step offers. */
import type { FastifyPluginAsync } from 'fastify';
import { requireGuest } from '../auth/index';
import { shippingMethods } from './service';

export const shippingRoutes: FastifyPluginAsync = async (app) => {
  const schema = { tags: ['cart'], summary: 'Shipping methods: id, name, price (0 shows as Free).' };
  app.get('/Cart/shipping-methods', { schema }, async () => shippingMethods(app.db));
  app.get<{ Params: { token: string } }>('/Cart/guest/:token/shipping-methods', { schema }, async (request) => {
    await requireGuest(request, request.params.token);
    return shippingMethods(app.db);
  });
};
