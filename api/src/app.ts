/**
 * Builds the API (without listening): platform plugins first, then every module as an encapsulated
 * plugin. server.ts listens; tests call `app.inject()`.
 */
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/index';
import { identityPlugin } from './modules/auth/identity';
import { createTokenService } from './modules/auth/tokens';
import { createCaptchaVerifier } from './modules/captcha/verifier';
import { modules } from './modules/index';
import { corsPlugin } from './plugins/cors';
import { decorationsPlugin } from './plugins/decorations';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import type { Providers } from './plugins/providers';
import { requestIdFrom, requestIdPlugin } from './plugins/request-id';
import { staticMediaPlugin } from './plugins/static-media';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Replace embedded providers (tests, or adapters chosen by the caller). */
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

  await app.register(decorationsPlugin, {
    db,
    config,
    tokens: createTokenService(config.jwtSecret),
    providers: { ...providers, captcha: providers?.captcha ?? createCaptchaVerifier(config.captcha) },
  });
  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(openApiPlugin, { publicBaseUrl: config.publicBaseUrl });
  await app.register(staticMediaPlugin, { mediaDir: config.mediaDir });
  await app.register(identityPlugin);

  for (const module of modules) {
    await app.register(module.plugin);
  }
  return app;
}
