import { getRuntimeConfig } from 'shared-contracts';
import { RecaptchaWidget } from './RecaptchaWidget';
import { TestCaptcha } from './TestCaptcha';
import type { CaptchaProps } from './types';

/**
 * The captcha the runtime config asks for: the embedded test captcha by default, Google reCAPTCHA
 * when a site key is configured. The API checks the token with the same provider.
 */
export function Captcha(props: CaptchaProps) {
  const settings = getRuntimeConfig().providers.captcha;
  if (settings.kind === 'recaptcha') return <RecaptchaWidget {...props} siteKey={settings.siteKey} />;
  return <TestCaptcha {...props} />;
}
