export { ExternalTaxProvider, type ExternalTaxSettings } from './external-provider';
export {
  type TaxAddress,
  type TaxLine,
  type TaxProvider,
  type TaxQuoteRequest,
  TaxUnavailableError,
} from './provider';
export { STATE_TAX_RULES, type StateTaxRule } from './rates';
export { createTaxProvider, type TaxSettings, taxSettingsFromEnv } from './settings';
export { StateRateTaxProvider, taxAt } from './state-rate-provider';
