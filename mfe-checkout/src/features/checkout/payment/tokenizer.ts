/**
 * The card is tokenised in the browser before anything leaves the page: the API only ever
 * receives an opaque payment token. Which tokeniser runs is chosen by runtime config
 * (`providers.payment`): the embedded test gateway, or Authorize.net's Accept.js.
 */
import type { PaymentSettings } from 'shared-contracts';

export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  /** Two digits, '01'..'12'. */
  month: string;
  /** Four digits. */
  year: string;
  cardCode: string;
  /** Billing zip (the gateway's address check). */
  zip: string;
  fullName: string;
}

export interface PaymentTokenizer {
  tokenize(card: CardDetails): Promise<string>;
}

/** The provider refused the card before any order was attempted; its text is shown as is. */
export class TokenizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenizeError';
  }
}

export async function tokenizerFor(settings: PaymentSettings): Promise<PaymentTokenizer> {
  if (settings.kind === 'authorize-net') {
    // Only shops configured for Authorize.net fetch this code (and Accept.js itself).
    const { AcceptJsTokenizer } = await import('./accept-js-tokenizer');
    return new AcceptJsTokenizer(settings);
  }
  const { TestTokenizer } = await import('./test-tokenizer');
  return new TestTokenizer();
}
