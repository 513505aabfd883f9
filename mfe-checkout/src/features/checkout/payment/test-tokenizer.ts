/**
 * The embedded test gateway's tokeniser, standing in for Accept.js in the sandbox. Like the
 * sandbox it knows only the published test cards, and like a real vault its token carries no card
 * number: `test_tok.<base64url JSON { last4, brand, zip }>` (shared-contracts/payments/test-token),
 * from which the API's TestGateway decides (brand + last4 approve, billing zip 46282 declines).
 */
import { encodeTestToken, SANDBOX_TEST_CARDS } from 'shared-contracts/payments/test-token';
import { detectCardBrand } from 'shared-contracts/schemas/checkout';
import type { CardDetails, PaymentTokenizer } from './payment-tokenizer';
import { TokenizeError } from './tokenize-error';

export const TEST_CARD_ONLY_MESSAGE =
  'This shop runs on the test payment gateway: use a test card such as 4111 1111 1111 1111.';

export class TestTokenizer implements PaymentTokenizer {
  async tokenize(card: CardDetails): Promise<string> {
    const digits = card.cardNumber.replace(/\D/g, '');
    const known = SANDBOX_TEST_CARDS.find((test) => test.number === digits);
    const brand = detectCardBrand(digits);
    if (!known || !brand) throw new TokenizeError(TEST_CARD_ONLY_MESSAGE);
    return encodeTestToken({
      last4: digits.slice(-4),
      brand: known.brand,
      ...(card.zip ? { zip: card.zip.trim() } : {}),
    });
  }
}
