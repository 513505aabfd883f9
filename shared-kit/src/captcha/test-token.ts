/** The API's embedded test provider accepts any token that starts with `test-pass-`. */
export const TEST_CAPTCHA_PREFIX = 'test-pass-';

export function newTestCaptchaToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return TEST_CAPTCHA_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
