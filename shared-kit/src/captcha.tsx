/**
 * The captcha every form of the shop uses: the embedded test captcha by default (works offline,
 * yields `test-pass-<random>` tokens the API's test verifier accepts), Google reCAPTCHA v2 when
 * runtime config names a site key. The API checks the token with the same provider. The parent
 * keeps the token; `ref.current.reset()` clears it after a failed submit.
 */
// Through the package name, so a remote's build takes it from the shared singleton (no second copy).

import { forwardRef } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import { RecaptchaWidget } from './captcha/RecaptchaWidget';
import { TestCaptcha } from './captcha/TestCaptcha';
import type { CaptchaHandle, CaptchaProps } from './captcha/types';

export { newTestCaptchaToken, TEST_CAPTCHA_PREFIX } from './captcha/test-token';
export type { CaptchaHandle, CaptchaProps } from './captcha/types';

// A forwardRef, so that Preact (the default renderer) passes the form's ref on, as React 19 does.
export const Captcha = forwardRef<CaptchaHandle, Omit<CaptchaProps, 'ref'>>(function Captcha(props, ref) {
  const settings = getRuntimeConfig().providers.captcha;
  if (settings.kind === 'recaptcha') return <RecaptchaWidget {...props} handle={ref} siteKey={settings.siteKey} />;
  return <TestCaptcha {...props} handle={ref} />;
});
