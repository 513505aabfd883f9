/** What every account route uses: the account services' dependencies, rate limits, the client's address. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { mailSettingsFromEnv } from '../../providers/mail/index';
import type { AccountDeps } from './accounts';

export interface AccountRouteKit {
  deps(): AccountDeps;
  /** 429 (and its Retry-After) once `subject` has used up `rule`. */
  limit(reply: FastifyReply, rule: RateLimitRule, subject: string): Promise<void>;
  clientOf(request: FastifyRequest): string;
}

/** One account route, added to `app`. */
export type AccountRoute = (app: FastifyInstance, kit: AccountRouteKit) => void;

export function accountRouteKit(app: FastifyInstance): AccountRouteKit {
  const shopUrl = mailSettingsFromEnv().shopUrl;
  return {
    deps: () => ({ db: app.db, tokens: app.tokens, mailer: app.providers.mailer, shopUrl }),
    limit: (reply, rule, subject) => enforceRateLimit(app.db, reply, rule, subject),
    clientOf: (request) => request.ip,
  };
}

/** The answer of register and login: the token set under `token`. */
export const TOKEN_SET_SCHEMA = {
  type: 'object',
  properties: {
    token: {
      type: 'object',
      properties: {
        accessToken: { type: 'string' },
        refreshToken: { type: 'string' },
        tokenType: { type: 'string' },
        expiresIn: { type: 'number' },
      },
    },
  },
} as const;
