/**
 * State-level sales tax of the embedded tax provider: the base rate of each state plus DC and
 * whether the state taxes separately stated shipping charges. Local (county, city) rates are not
 * included: a deployment that needs them points TAX_PROVIDER_URL at a real tax service.
 * Rates in percent, as published by the states (2024/2025).
 */
import type { UsStateCode } from 'shared-contracts/domain/us-states';

export interface StateTaxRule {
  /** Percent, e.g. 6.875. */
  rate: number;
  taxesShipping: boolean;
}

export const STATE_TAX_RULES: Record<UsStateCode, StateTaxRule> = {
  AL: { rate: 4, taxesShipping: false },
  AK: { rate: 0, taxesShipping: false },
  AZ: { rate: 5.6, taxesShipping: false },
  AR: { rate: 6.5, taxesShipping: true },
  CA: { rate: 7.25, taxesShipping: false },
  CO: { rate: 2.9, taxesShipping: false },
  CT: { rate: 6.35, taxesShipping: true },
  DE: { rate: 0, taxesShipping: false },
  DC: { rate: 6, taxesShipping: true },
  FL: { rate: 6, taxesShipping: false },
  GA: { rate: 4, taxesShipping: true },
  HI: { rate: 4, taxesShipping: true },
  ID: { rate: 6, taxesShipping: false },
  IL: { rate: 6.25, taxesShipping: false },
  IN: { rate: 7, taxesShipping: true },
  IA: { rate: 6, taxesShipping: false },
  KS: { rate: 6.5, taxesShipping: true },
  KY: { rate: 6, taxesShipping: true },
  LA: { rate: 5, taxesShipping: false },
  ME: { rate: 5.5, taxesShipping: false },
  MD: { rate: 6, taxesShipping: false },
  MA: { rate: 6.25, taxesShipping: false },
  MI: { rate: 6, taxesShipping: true },
  MN: { rate: 6.875, taxesShipping: true },
  MS: { rate: 7, taxesShipping: true },
  MO: { rate: 4.225, taxesShipping: false },
  MT: { rate: 0, taxesShipping: false },
  NE: { rate: 5.5, taxesShipping: true },
  NV: { rate: 6.85, taxesShipping: false },
  NH: { rate: 0, taxesShipping: false },
  NJ: { rate: 6.625, taxesShipping: true },
  NM: { rate: 4.875, taxesShipping: true },
  NY: { rate: 4, taxesShipping: true },
  NC: { rate: 4.75, taxesShipping: true },
  ND: { rate: 5, taxesShipping: true },
  OH: { rate: 5.75, taxesShipping: true },
  OK: { rate: 4.5, taxesShipping: false },
  OR: { rate: 0, taxesShipping: false },
  PA: { rate: 6, taxesShipping: true },
  RI: { rate: 7, taxesShipping: true },
  SC: { rate: 6, taxesShipping: true },
  SD: { rate: 4.2, taxesShipping: true },
  TN: { rate: 7, taxesShipping: true },
  TX: { rate: 6.25, taxesShipping: true },
  UT: { rate: 6.1, taxesShipping: false },
  VT: { rate: 6, taxesShipping: true },
  VA: { rate: 5.3, taxesShipping: false },
  WA: { rate: 6.5, taxesShipping: true },
  WV: { rate: 6, taxesShipping: true },
  WI: { rate: 5, taxesShipping: true },
  WY: { rate: 4, taxesShipping: false },
};
