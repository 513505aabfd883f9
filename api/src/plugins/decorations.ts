/** What every module can reach on `app`: the database, settings, token service and providers. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import type { TokenService } from '../modules/auth/tokens';
import type { CaptchaVerifier } from '../modules/captcha/verifier';
import type { Providers } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    tokens: TokenService;
    captcha: CaptchaVerifier;
    /** Providers as resolved at start (embedded defaults unless given). */
    providers: Partial<Providers> & Pick<Providers, 'captcha'>;
  }
}

export interface DecorationsOptions {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  providers: Partial<Providers> & Pick<Providers, 'captcha'>;
}

export const decorationsPlugin = fp(
  async (app: FastifyInstance, options: DecorationsOptions) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
    app.decorate('tokens', options.tokens);
    app.decorate('providers', options.providers);
    app.decorate('captcha', options.providers.captcha);
  },
  { name: 'platform-decorations' },
);
