/**
 * The card is tokenised in the browser before anything leaves the page: the API only ever
 * receives an opaque payment token. Which tokeniser runs is chosen by runtime config
 * (`providers.payment`): the embedded test gateway, or Authorize.net's Accept.js.
 * What a tokeniser is lives in payment-tokenizer.ts and its refusal in tokenize-error.ts, so the
 * tokenisers this file loads never import it back.
 */
import type { PaymentSettings } from 'shared-contracts';
import type { PaymentTokenizer } from './payment-tokenizer';

export async function tokenizerFor(settings: PaymentSettings): Promise<PaymentTokenizer> {
  if (settings.kind === 'authorize-net') {
    // Only shops configured for Authorize.net fetch this code (and Accept.js itself).
    const { AcceptJsTokenizer } = await import('./accept-js-tokenizer');
    return new AcceptJsTokenizer(settings);
  }
  const { TestTokenizer } = await import('./test-tokenizer');
  return new TestTokenizer();
}
