import type { NewsletterSubscribeRequest } from 'shared-contracts/schemas/newsletter';
import { apiCall } from 'shared-kit';

/** The newsletter rules (yup) load on demand: the signup sits in every page's footer. */
export const loadNewsletterRules = () => import('shared-contracts/schemas/newsletter');

/**
 * POST /Newsletter/subscribe. A failure shows no message (specification 001, section 8), so the
 * shared error toast is skipped; the form resets its captcha instead.
 */
export function subscribeToNewsletter(body: NewsletterSubscribeRequest): Promise<unknown> {
  return apiCall<unknown>('/Newsletter/subscribe', { method: 'POST', body, skipErrorHandler: true });
}

export interface NewsletterVerification {
  message?: string;
}

/** GET /Newsletter/verify/{token}: confirms the address from the subscription e-mail. */
export function verifyNewsletterEmail(token: string): Promise<NewsletterVerification> {
  return apiCall<NewsletterVerification>(`/Newsletter/verify/${encodeURIComponent(token)}`, {
    skipErrorHandler: true,
  });
}

/** POST /Newsletter/unsubscribe with the key of an e-mail's unsubscribe link (no sign-in needed). */
export function unsubscribeWithKey(token: string): Promise<{ message?: string }> {
  return apiCall<{ message?: string }>('/Newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
    skipErrorHandler: true,
  });
}
