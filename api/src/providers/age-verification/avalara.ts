/**
 * Avalara's Age Verification API, chosen by AGE_VERIFICATION=avalara (settings.ts). Documented in
 * Avalara's API reference (https://developer.avalara.com/, AvaTax REST v2, AgeVerification: VerifyAge)
 * and in the reference generated from its OpenAPI description with Avalara's SDKs (docs/
 * AgeVerificationApi.md, AgeVerifyRequest.md, AgeVerifyRequestAddress.md, AgeVerifyResult.md,
 * AgeVerifyFailureCode.md, ErrorDetailsError.md of the AvaTax REST v3 JS SDK), as read on 2026-11-27:
 *
 *   POST {base}/api/v2/ageverification/verify   (sandbox https://sandbox-rest.avatax.com,
 *                                                 production https://rest.avatax.com)
 *   Authorization: Basic base64(accountId:licenseKey); Content-Type and Accept: application/json
 *   body   { firstName, lastName, address: { line1, city, region, country, postalCode }, DOB: 'YYYY-MM-DD' }
 *   200    { isOfAge: boolean, failureCodes: Array<'not_found' | 'dob_unverifiable' | 'under_age'
 *            | 'suspected_fraud' | 'deceased' | 'unknown_error'> }
 *   error  { error: { code: 'AuthenticationException' | 'SubscriptionRequired' | 'ServerConfiguration'
 *            | 'InvalidAddress' | 'EntityNotFoundError', message, details } } with a 4xx/5xx status
 *   Sandbox only: ?simulatedFailureCode=<code> makes the answer fail with that code.
 *
 * The service answers whether the person is of the minimum legal DRINKING age (21 in every state).
 * So `isOfAge: true` verifies any of the shop's minimum ages (18 and 21); `under_age` refuses a
 * 21 line but says nothing about 18, where the attested date (already checked) stands. Any other
 * failure code means the person could not be verified and is refused; `unknown_error`, an error
 * answer, a time-out or an unreadable answer is AgeVerificationUnavailableError (no verdict).
 */
import type { AgeVerdict, AgeVerificationRequest, AgeVerifier } from './verifier';
import { AgeVerificationUnavailableError } from './verifier';

/** The drinking age the service checks against. */
const SERVICE_MINIMUM_AGE = 21;

export const AVALARA_ENDPOINTS = {
  sandbox: 'https://sandbox-rest.avatax.com',
  production: 'https://rest.avatax.com',
} as const;

export interface AvalaraAgeSettings {
  accountId: string;
  licenseKey: string;
  mode: keyof typeof AVALARA_ENDPOINTS;
  /** Overrides the base URL (a test's local server). */
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface AvalaraAnswer {
  isOfAge?: unknown;
  failureCodes?: unknown;
  error?: { code?: string; message?: string };
}

export class AvalaraAgeVerifier implements AgeVerifier {
  readonly name = 'avalara';

  constructor(private readonly settings: AvalaraAgeSettings) {}

  async verify(request: AgeVerificationRequest): Promise<AgeVerdict> {
    const base = this.settings.endpoint ?? AVALARA_ENDPOINTS[this.settings.mode];
    const url = new URL('/api/v2/ageverification/verify', base);
    const credentials = Buffer.from(`${this.settings.accountId}:${this.settings.licenseKey}`).toString('base64');
    let status: number;
    let answer: AvalaraAnswer;
    try {
      const response = await (this.settings.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          firstName: request.firstName,
          lastName: request.lastName,
          address: {
            line1: request.address.line1,
            city: request.address.city,
            region: request.address.state,
            country: 'US',
            postalCode: request.address.zip,
          },
          DOB: request.dateOfBirth,
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 8000),
      });
      status = response.status;
      answer = (await response.json().catch(() => ({}))) as AvalaraAnswer;
    } catch (error) {
      throw new AgeVerificationUnavailableError('The age verification service could not be reached', { cause: error });
    }
    if (status !== 200 || answer.error) {
      const code = answer.error?.code ?? `HTTP ${status}`;
      throw new AgeVerificationUnavailableError(
        `Age verification answered ${code}${answer.error?.message ? `: ${answer.error.message}` : ''}`,
      );
    }
    if (typeof answer.isOfAge !== 'boolean') {
      throw new AgeVerificationUnavailableError('Age verification answered without isOfAge');
    }
    if (answer.isOfAge) return { verified: true, by: this.name };
    const codes = Array.isArray(answer.failureCodes) ? answer.failureCodes.map(String) : [];
    if (codes.length === 0 || codes.includes('unknown_error')) {
      throw new AgeVerificationUnavailableError(`Age verification failed: ${codes.join(', ') || 'no reason given'}`);
    }
    // Under the drinking age is no answer for an 18 line: the attested date, already checked, stands.
    if (codes.every((code) => code === 'under_age') && request.minimumAge < SERVICE_MINIMUM_AGE) {
      return { verified: true, by: 'attested' };
    }
    return { verified: false, by: this.name, reasons: codes };
  }
}
