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
import { INPUT_LIMITS } from 'shared-contracts/domain/limits';
import { auditRoutes } from './modules/audit/index';
import { authRoutes, createTokenService, identityPlugin } from './modules/auth/index';
import { beaconRoutes } from './modules/beacons/index';
import { cartRoutes } from './modules/cart/index';
import { catalogRoutes } from './modules/catalog/index';
import { checkoutRoutes } from './modules/checkout/index';
import { complianceRoutes } from './modules/compliance/index';
import { contentRoutes } from './modules/content/index';
import { customerRoutes } from './modules/customers/index';
import { dealerRoutes } from './modules/dealers/index';
import { dispositionRoutes } from './modules/disposition/index';
import { fulfilmentRoutes } from './modules/fulfilment/index';
import { healthRoutes } from './modules/health/index';
import { imageRequestRoutes } from './modules/image-requests/index';
import { inventoryRoutes } from './modules/inventory/index';
import { mailRoutes } from './modules/mail/index';
import { newsletterRoutes } from './modules/newsletter/index';
import { orderRoutes } from './modules/orders/index';
import { productRegistrationRoutes } from './modules/product-registrations/index';
import { registrationRoutes } from './modules/registrations/index';
import { registryHealthRoutes } from './modules/registry/health-routes';
import { registryRoutes } from './modules/registry/index';
import { registryOverrideRoutes } from './modules/registry/override-routes';
import { reviewRoutes } from './modules/reviews/index';
import { rumRoutes } from './modules/rum/index';
import { shippingRoutes } from './modules/shipping/index';
import { staffRoutes, staffSessionPlugin } from './modules/staff/index';
import { stockAlertRoutes } from './modules/stock-alerts/index';
import { userRoutes } from './modules/users/index';
import type { AppConfig } from './platform/config';
import type { Db } from './platform/db/index';
import { corsPlugin } from './platform/plugins/cors';
import { decorationsPlugin } from './platform/plugins/decorations';
import { errorHandlerPlugin, frameworkErrorHandler } from './platform/plugins/error-handler';
import { inputGuardPlugin } from './platform/plugins/input-guard';
import { lifecyclePlugin } from './platform/plugins/lifecycle';
import { observabilityPlugin } from './platform/plugins/observability';
import { openApiPlugin } from './platform/plugins/openapi';
import { requestIdFrom, requestIdPlugin } from './platform/plugins/request-id';
import { routeListPlugin } from './platform/plugins/route-list';
import { securityHeadersPlugin } from './platform/plugins/security-headers';
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
  { name: 'registrations', plugin: registrationRoutes },
  { name: 'dealers', plugin: dealerRoutes },
  { name: 'image-requests', plugin: imageRequestRoutes },
  { name: 'product-registrations', plugin: productRegistrationRoutes },
  { name: 'compliance', plugin: complianceRoutes },
  { name: 'beacons', plugin: beaconRoutes },
  { name: 'registry', plugin: registryRoutes },
  { name: 'registry-health', plugin: registryHealthRoutes },
  { name: 'registry-overrides', plugin: registryOverrideRoutes },
  { name: 'staff', plugin: staffRoutes },
  { name: 'audit', plugin: auditRoutes },
  { name: 'disposition', plugin: dispositionRoutes },
  { name: 'rum', plugin: rumRoutes },
  { name: 'fulfilment', plugin: fulfilmentRoutes },
  { name: 'inventory', plugin: inventoryRoutes },
  { name: 'customers', plugin: customerRoutes },
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
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY); by default the
    // client's address is the connection's, so a client facing the API cannot choose its own ip.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: INPUT_LIMITS.jsonBodyBytes,
    // While a process drains for a shutdown, a request that still arrives on an open keep-alive
    // connection (a proxy's) is served, not refused with 503: the process is whole until it exits.
    return503OnClosing: false,
    // A URL that does not decode is answered in the API's error shape, without echoing it.
    frameworkErrors: frameworkErrorHandler,
    // Long search queries must reach the route (which answers 400), not die as a 404.
    routerOptions: { maxParamLength: 1000 },
  });

  await app.register(routeListPlugin);
  // Before every other hook and route: @fastify/otel must see them all (no-op when both are off).
  await app.register(observabilityPlugin);
  await app.register(decorationsPlugin, { db, config });
  await app.register(lifecyclePlugin);
  await app.register(providersPlugin, { providers: resolveProviders({ db, config }, providers) });
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin, { bodyLimit: INPUT_LIMITS.jsonBodyBytes });
  await app.register(securityHeadersPlugin, {
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    publicBaseUrl: config.publicBaseUrl,
  });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  // The OpenAPI document and UI: on by default, off in production unless API_DOCS asks for them.
  if (config.apiDocs) await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(staticMediaPlugin, { mediaDir: config.mediaDir });
  await app.register(identityPlugin, { tokens: createTokenService(config.jwtSecret) });
  await app.register(staffSessionPlugin);

  for (const module of modules) {
    await app.register(module.plugin);
  }
  return app;
}
