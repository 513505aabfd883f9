/**
 * Chooses the age verifier from settings: AGE_VERIFICATION=avalara with AVALARA_ACCOUNT_ID and
 * AVALARA_LICENSE_KEY (AVALARA_MODE sandbox | production, sandbox by default; AVALARA_ENDPOINT
 * overrides the URL) asks Avalara's Age Verification API; unset or `attested`, the buyer's attested
 * date of birth stands (the embedded default). A named adapter with missing keys fails at start.
 */
import { AVALARA_ENDPOINTS, type AvalaraAgeSettings, AvalaraAgeVerifier } from './avalara';
import { type AgeVerifier, AttestedDateOfBirth } from './verifier';

export type AgeVerificationSettings = { kind: 'attested' } | ({ kind: 'avalara' } & AvalaraAgeSettings);

export function ageVerificationSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AgeVerificationSettings {
  const kind = env.AGE_VERIFICATION || 'attested';
  if (kind === 'attested') return { kind };
  if (kind !== 'avalara') throw new Error(`AGE_VERIFICATION must be attested or avalara, got "${kind}"`);
  const accountId = env.AVALARA_ACCOUNT_ID;
  const licenseKey = env.AVALARA_LICENSE_KEY;
  if (!accountId || !licenseKey) {
    throw new Error('AGE_VERIFICATION=avalara needs AVALARA_ACCOUNT_ID and AVALARA_LICENSE_KEY');
  }
  const mode = env.AVALARA_MODE || 'sandbox';
  if (!(mode in AVALARA_ENDPOINTS)) throw new Error(`AVALARA_MODE must be sandbox or production, got "${mode}"`);
  return {
    kind: 'avalara',
    accountId,
    licenseKey,
    mode: mode as AvalaraAgeSettings['mode'],
    endpoint: env.AVALARA_ENDPOINT || undefined,
  };
}

export function createAgeVerifier(settings: AgeVerificationSettings): AgeVerifier {
  if (settings.kind === 'attested') return new AttestedDateOfBirth();
  const { kind: _kind, ...avalara } = settings;
  return new AvalaraAgeVerifier(avalara);
}
