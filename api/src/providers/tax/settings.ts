/** Chooses the tax provider from settings: external when TAX_PROVIDER_URL is set, else the state table. */
import { ExternalTaxProvider } from './external-provider';
import type { TaxProvider } from './provider';
import { StateRateTaxProvider } from './state-rate-provider';

export interface TaxSettings {
  url?: string;
  apiKey?: string;
}

export function taxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): TaxSettings {
  return { url: env.TAX_PROVIDER_URL || undefined, apiKey: env.TAX_PROVIDER_KEY || undefined };
}

export function createTaxProvider(settings: TaxSettings): TaxProvider {
  return settings.url
    ? new ExternalTaxProvider({ url: settings.url, apiKey: settings.apiKey })
    : new StateRateTaxProvider();
}
