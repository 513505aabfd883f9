/**
 * What every module can reach on `app`: the database and the settings. Providers and the token
 * service are decorated by their own plugins (providers/index.ts, modules/auth), wired in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface DecorationsOptions {
  db: Db;
  config: AppConfig;
}

export const decorationsPlugin = fp(
  async (app: FastifyInstance, options: DecorationsOptions) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
  },
  { name: 'platform-decorations' },
);
