/**
 * Back-in-stock alert (specification 001, sections 3 and 5): email valid, productId, productName and
 * captcha required. POST /ProductNotification/subscribe; one definition for the notify-me form and
 * the API.
 */
import { type InferType, object, string } from 'yup';
import { TEXT_LIMITS, tooLongMessage } from '../domain/limits';
import { EMAIL_PATTERN } from './patterns';

export const STOCK_ALERT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  productIdRequired: 'Product is required',
  productNameRequired: 'Product name is required',
  captchaRequired: 'Please complete the captcha',
  /** Success toast of the spec: 'You will be notified when {product name} is back in stock'. */
  subscribed: (productName: string) => `You will be notified when ${productName} is back in stock`,
} as const;

export const stockAlertSchema = object({
  email: string()
    .trim()
    .required(STOCK_ALERT_MESSAGES.emailRequired)
    .max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email, 'Email'))
    .matches(EMAIL_PATTERN, { message: STOCK_ALERT_MESSAGES.emailInvalid, excludeEmptyString: true }),
  productId: string().trim().required(STOCK_ALERT_MESSAGES.productIdRequired).max(200),
  productName: string().trim().required(STOCK_ALERT_MESSAGES.productNameRequired).max(300),
  captcha: string()
    .required(STOCK_ALERT_MESSAGES.captchaRequired)
    .max(TEXT_LIMITS.token, tooLongMessage(TEXT_LIMITS.token, 'Captcha')),
});
export type StockAlertRequest = InferType<typeof stockAlertSchema>;
