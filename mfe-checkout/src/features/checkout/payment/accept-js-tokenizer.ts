/**
 * Authorize.net Accept.js: the card goes from the browser straight to Authorize.net, which answers
 * an opaque data value; only that value is sent to our API (as the payment token).
 */
import type { PaymentSettings } from 'shared-contracts';
import type { CardDetails, PaymentTokenizer } from './payment-tokenizer';
import { TokenizeError } from './tokenize-error';

type AuthorizeNetSettings = Extract<PaymentSettings, { kind: 'authorize-net' }>;

export const ACCEPT_JS_URLS = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
} as const;

interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages: { resultCode: 'Ok' | 'Error'; message: Array<{ code: string; text: string }> };
}

interface AcceptSecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string; fullName?: string };
}

interface AcceptWindow {
  Accept?: { dispatchData(data: AcceptSecureData, callback: (response: AcceptResponse) => void): void };
}

const loads = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.charset = 'utf-8';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new TokenizeError('The payment service could not be reached. Please try again.'));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

export class AcceptJsTokenizer implements PaymentTokenizer {
  constructor(private readonly settings: AuthorizeNetSettings) {}

  async tokenize(card: CardDetails): Promise<string> {
    await loadScript(ACCEPT_JS_URLS[this.settings.mode]);
    const accept = (window as Window & AcceptWindow).Accept;
    if (!accept) throw new TokenizeError('The payment service could not be reached. Please try again.');
    const secureData: AcceptSecureData = {
      authData: { clientKey: this.settings.clientKey, apiLoginID: this.settings.apiLoginId },
      cardData: {
        cardNumber: card.cardNumber.replace(/\D/g, ''),
        month: card.month,
        year: card.year,
        cardCode: card.cardCode,
        ...(card.zip ? { zip: card.zip } : {}),
        ...(card.fullName ? { fullName: card.fullName } : {}),
      },
    };
    return new Promise<string>((resolve, reject) => {
      accept.dispatchData(secureData, (response) => {
        const value = response.opaqueData?.dataValue;
        if (response.messages.resultCode === 'Error' || !value) {
          const text = response.messages.message.map((message) => message.text).join(' ');
          reject(new TokenizeError(text || 'The card could not be processed.'));
        } else {
          resolve(value);
        }
      });
    });
  }
}
