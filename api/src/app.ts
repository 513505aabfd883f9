/**
 * The composition root: builds the API (without listening) from the platform's plugins, the
 * providers resolved once for this app, and every module as an encapsulated plugin, in the order
 * of `modules` below. server.ts listens; tests call `app.inject()` (or the test kit, src/testkit).
 * The seeders are listed beside this file, in seeders.ts.
 *
 * Route schemas only document (OpenAPI); input is validated with the shared yup schemas through
 * `validate()` (platform/plugins/validate.ts), so messages match the client forms.
 */
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from 'fastify';
import { authRoutes, createTokenService, identityPlugin } from './modules/auth/index';
import { cartRoutes } from './modules/cart/index';
import { catalogRoutes } from './modules/catalog/index';
import { checkoutRoutes } from './modules/checkout/index';
import { contentRoutes } from './modules/content/index';
import { healthRoutes } from './modules/health/index';
import { mailRoutes } from './modules/mail/index';
import { newsletterRoutes } from './modules/newsletter/index';
import { orderRoutes } from './modules/orders/index';
import { reviewRoutes } from './modules/reviews/index';
import { shippingRoutes } from './modules/shipping/index';
import { stockAlertRoutes } from './modules/stock-alerts/index';
import { userRoutes } from './modules/users/index';
import type { AppConfig } from './platform/config';
import type { Db } from './platform/db/index';
import { corsPlugin } from './platform/plugins/cors';
import { decorationsPlugin } from './platform/plugins/decorations';
import { errorHandlerPlugin } from './platform/plugins/error-handler';
import { openApiPlugin } from './platform/plugins/openapi';
import { requestIdFrom, requestIdPlugin } from './platform/plugins/request-id';
import { staticMediaPlugin } from './platform/plugins/static-media';
import { type Providers, providersPlugin, resolveProviders } from './providers/index';

/** A bounded context: its routes, registered as one encapsulated plugin. */
export interface AppModule {
  name: string;
  plugin: FastifyPluginAsync;
}

/** Every module of the API, registered in this order. Append new modules at the end. */
export const modules: AppModule[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'content', plugin: contentRoutes },
  { name: 'catalog', plugin: catalogRoutes },
  { name: 'newsletter', plugin: newsletterRoutes },
  { name: 'stock-alerts', plugin: stockAlertRoutes },
  { name: 'cart', plugin: cartRoutes },
  { name: 'shipping', plugin: shippingRoutes },
  { name: 'checkout', plugin: checkoutRoutes },
  { name: 'orders', plugin: orderRoutes },
  { name: 'mail', plugin: mailRoutes },
  { name: 'reviews', plugin: reviewRoutes },
  { name: 'users', plugin: userRoutes },
];

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Replace providers the settings would choose (tests, or adapters chosen by the caller). */
  providers?: Partial<Providers>;
  /** Where JSON log lines go (default stdout); tests pass a stream to read them. */
  logStream?: Writable;
}

export async function buildApp({ db, config, providers, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: requestIdFrom,
    // genReqId reads (and sanitises) the header itself; a header name here would bypass it.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Trust the shop's reverse proxy for the client ip (captcha remoteip).
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Long search queries must reach the route (which answers 400), not die as a 404.
    routerOptions: { maxParamLength: 1000 },
  });

  await app.register(decorationsPlugin, { db, config });
  await app.register(providersPlugin, { providers: resolveProviders({ db, config }, providers) });
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(staticMediaPlugin, { mediaDir: config.mediaDir });
  await app.register(identityPlugin, { tokens: createTokenService(config.jwtSecret) });

  for (const module of modules) {
    await app.register(module.plugin);
  }
  return app;
}
