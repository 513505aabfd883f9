export { requireCaptcha } from './require-captcha';
export {
  type CaptchaVerifier,
  createCaptchaVerifier,
  RecaptchaVerifier,
  TEST_CAPTCHA_PASS_PREFIX,
  TestCaptcha,
} from './verifier';
