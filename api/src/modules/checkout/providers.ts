/**
 * The commerce providers (tax, payment, mail) of one app: the ones given to buildApp({ providers })
 * when a caller (a test, a deployment script) chose them, else the adapters the environment's
 * settings select, else the embedded defaults. Resolved once per app and shared by its modules.
 */
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { createMailer, mailSettingsFromEnv } from '../mail/service';
import type { PaymentGateway } from '../payments/gateway';
import { createPaymentGateway, paymentSettingsFromEnv } from '../payments/service';
import type { TaxProvider } from '../tax/provider';
import { createTaxProvider, taxSettingsFromEnv } from '../tax/service';

export interface CommerceProviders {
  tax: TaxProvider;
  payment: PaymentGateway;
  mailer: Mailer;
}

// Keyed by the providers object, which every encapsulated module of one app shares.
const resolved = new WeakMap<object, CommerceProviders>();

export function commerceProviders(app: FastifyInstance): CommerceProviders {
  const given = app.providers;
  let providers = resolved.get(given);
  if (!providers) {
    providers = {
      tax: given.tax ?? createTaxProvider(taxSettingsFromEnv()),
      payment: given.payment ?? createPaymentGateway(paymentSettingsFromEnv()),
      mailer: given.mailer ?? createMailer(app.db, mailSettingsFromEnv()),
    };
    resolved.set(given, providers);
  }
  return providers;
}
