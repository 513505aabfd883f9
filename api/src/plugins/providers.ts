/**
 * Providers with an embedded default and a real adapter (captcha here; payment, mail, tax... are
 * added by their modules through declaration merging:
 *   declare module '../../plugins/providers' { interface Providers { payment: PaymentGateway } }
 * Tests pass their own through buildApp({ providers }).
 */
import type { CaptchaVerifier } from '../modules/captcha/verifier';

export interface Providers {
  captcha: CaptchaVerifier;
}
