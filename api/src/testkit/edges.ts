/**
 * Test doubles stand only at the edge of the world, and they are the API's own adapters switched
 * between working and failing the way the real service fails:
 * - CaptchaEdge: Google's reCAPTCHA. Up, it is the embedded test verifier (accepts the test
 *   widget's `test-pass-` tokens); `unreachable()` switches to the real reCAPTCHA adapter aimed at
 *   a port nothing listens on, which fails closed (the API answers 400 with its captcha message).
 * - TaxEdge: the external tax service. Up, it answers like the embedded state-rate table;
 *   `down = true` fails the way the external adapter does (TaxUnavailableError, answered 502).
 */
import { type CaptchaVerifier, RecaptchaVerifier, TestCaptcha } from '../providers/captcha/index';
import {
  StateRateTaxProvider,
  type TaxProvider,
  type TaxQuoteRequest,
  TaxUnavailableError,
} from '../providers/tax/index';

export class CaptchaEdge implements CaptchaVerifier {
  private current: CaptchaVerifier = new TestCaptcha();

  /** `deadUrl`: a loopback address where nothing listens. */
  constructor(private readonly deadUrl: string) {}

  get kind() {
    return this.current.kind;
  }

  verify(token: string, ip?: string): Promise<boolean> {
    return this.current.verify(token, ip);
  }

  unreachable(): void {
    this.current = new RecaptchaVerifier('test-secret', `${this.deadUrl}/recaptcha/api/siteverify`, 0.5, 2000);
  }

  reachable(): void {
    this.current = new TestCaptcha();
  }
}

export class TaxEdge implements TaxProvider {
  readonly name = 'state-rates';
  down = false;
  private readonly rates = new StateRateTaxProvider();

  quote(request: TaxQuoteRequest) {
    if (this.down) return Promise.reject(new TaxUnavailableError());
    return this.rates.quote(request);
  }
}

/** What the API says while the tax service is down (the shop's toast shows it after 'Error: '). */
export const TAX_DOWN_MESSAGE = new TaxUnavailableError().message;
