/**
 * The embedded test payment provider's token: what the browser-side test tokeniser (checkout
 * remote) makes from a card, and what the API's TestGateway reads. It carries only what a real
 * gateway would learn about the card from its own vault (brand, last four digits, the sandbox
 * number's identity), never the card number itself.
 *
 * Format: `test_tok.<base64url(JSON { last4, brand, zip? })>`.
 */
import type { CardBrand } from '../schemas/checkout';

export const TEST_TOKEN_PREFIX = 'test_tok.';

export interface TestTokenPayload {
  last4: string;
  brand: CardBrand;
  /** Billing zip when the tokeniser knows it (Authorize.net's sandbox declines 46282). */
  zip?: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeTestToken(payload: TestTokenPayload): string {
  return TEST_TOKEN_PREFIX + toBase64Url(JSON.stringify(payload));
}

/** The payload, or null for anything that is not a well-formed test token. */
export function decodeTestToken(token: string): TestTokenPayload | null {
  if (!token.startsWith(TEST_TOKEN_PREFIX)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(token.slice(TEST_TOKEN_PREFIX.length)));
    if (!parsed || typeof parsed !== 'object') return null;
    const { last4, brand, zip } = parsed as Record<string, unknown>;
    if (typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
    if (brand !== 'Visa' && brand !== 'Mastercard' && brand !== 'Amex' && brand !== 'Discover') return null;
    return { last4, brand, ...(typeof zip === 'string' && zip ? { zip } : {}) };
  } catch {
    return null;
  }
}

/**
 * Authorize.net's published sandbox test card numbers. The test tokeniser accepts only these,
 * like the sandbox, and the TestGateway approves their (brand, last4).
 */
export const SANDBOX_TEST_CARDS: ReadonlyArray<{ number: string; brand: CardBrand }> = [
  { number: '4111111111111111', brand: 'Visa' },
  { number: '4007000000027', brand: 'Visa' },
  { number: '4012888818888', brand: 'Visa' },
  { number: '5424000000000015', brand: 'Mastercard' },
  { number: '2223000010309703', brand: 'Mastercard' },
  { number: '370000000000002', brand: 'Amex' },
  { number: '6011000000000012', brand: 'Discover' },
];

/** The zip that makes the sandbox decline ('This transaction has been declined.'). */
export const SANDBOX_DECLINE_ZIP = '46282';
