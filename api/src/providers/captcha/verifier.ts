/**
 * Captcha providers. The embedded default accepts the tokens of the shop's test widget; the real
 * adapter asks Google's reCAPTCHA siteverify. Which one runs is a setting (RECAPTCHA_SECRET).
 */
import type { CaptchaConfig } from '../../platform/config';

export interface CaptchaVerifier {
  readonly kind: 'test' | 'recaptcha';
  verify(token: string, ip?: string): Promise<boolean>;
}

/** Token prefix the browser's test widget produces (`test-pass-<random>`). */
export const TEST_CAPTCHA_PASS_PREFIX = 'test-pass';

export class TestCaptcha implements CaptchaVerifier {
  readonly kind = 'test' as const;
  async verify(token: string): Promise<boolean> {
    return typeof token === 'string' && token.startsWith(TEST_CAPTCHA_PASS_PREFIX);
  }
}

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  'error-codes'?: string[];
}

export class RecaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'recaptcha' as const;
  constructor(
    private readonly secret: string,
    private readonly verifyUrl: string,
    /** reCAPTCHA v3 answers a score; v2 answers none, which passes. */
    private readonly minScore = 0.5,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string, ip?: string): Promise<boolean> {
    if (!token) return false;
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (ip) form.set('remoteip', ip);
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as SiteVerifyAnswer;
      if (answer.success !== true) return false;
      return answer.score === undefined || answer.score >= this.minScore;
    } catch {
      // Google unreachable: fail closed (the form asks the visitor to try again).
      return false;
    }
  }
}

export function createCaptchaVerifier(config: CaptchaConfig): CaptchaVerifier {
  return config.kind === 'recaptcha'
    ? new RecaptchaVerifier(config.secret, config.verifyUrl, config.minScore)
    : new TestCaptcha();
}
