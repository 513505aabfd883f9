/**
 * Chooses the payment gateway from settings: Authorize.net when AUTHORIZE_NET_API_LOGIN_ID and
 * AUTHORIZE_NET_TRANSACTION_KEY are set (AUTHORIZE_NET_MODE sandbox | production, sandbox by
 * default; AUTHORIZE_NET_ENDPOINT overrides the URL), else the embedded TestGateway.
 */
import { AuthorizeNetGateway, type AuthorizeNetSettings } from './authorize-net';
import type { PaymentGateway } from './gateway';
import { TestGateway } from './test-gateway';

export type PaymentSettingsServer = { kind: 'test' } | ({ kind: 'authorize-net' } & AuthorizeNetSettings);

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSettingsServer {
  const apiLoginId = env.AUTHORIZE_NET_API_LOGIN_ID;
  const transactionKey = env.AUTHORIZE_NET_TRANSACTION_KEY;
  if (!apiLoginId || !transactionKey) return { kind: 'test' };
  const mode = env.AUTHORIZE_NET_MODE === 'production' ? 'production' : 'sandbox';
  if (env.AUTHORIZE_NET_MODE && !['production', 'sandbox'].includes(env.AUTHORIZE_NET_MODE)) {
    throw new Error(`AUTHORIZE_NET_MODE must be sandbox or production, got "${env.AUTHORIZE_NET_MODE}"`);
  }
  return { kind: 'authorize-net', apiLoginId, transactionKey, mode, endpoint: env.AUTHORIZE_NET_ENDPOINT || undefined };
}

export function createPaymentGateway(settings: PaymentSettingsServer): PaymentGateway {
  if (settings.kind === 'test') return new TestGateway();
  const { kind: _kind, ...anet } = settings;
  return new AuthorizeNetGateway(anet);
}
