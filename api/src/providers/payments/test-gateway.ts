/**
 * The embedded default gateway. It behaves like the Authorize.net sandbox for the tokens the
 * browser-side test tokeniser makes (`test_tok.<base64url json>`, see shared-contracts
 * payments/test-token): the published sandbox test cards approve, a billing zip of 46282 declines
 * with the sandbox's own text, anything else is refused with a clear message.
 */
import { randomInt } from 'node:crypto';
import { decodeTestToken, SANDBOX_DECLINE_ZIP, SANDBOX_TEST_CARDS } from 'shared-contracts/payments/test-token';
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway } from './gateway';

export const TEST_GATEWAY_MESSAGES = {
  approved: 'This transaction has been approved.',
  declined: 'This transaction has been declined.',
  invalidToken: 'The payment details could not be read. Please re-enter your card.',
  unknownCard: 'The credit card number is invalid.',
  invalidAmount: 'A valid amount is required.',
} as const;

const APPROVED = new Set(SANDBOX_TEST_CARDS.map((card) => `${card.brand}:${card.number.slice(-4)}`));

export class TestGateway implements PaymentGateway {
  readonly name = 'test';

  async authorize({ amount, token, billing }: AuthorizeRequest): Promise<AuthorizeResult> {
    const card = decodeTestToken(token);
    if (!card) return { approved: false, message: TEST_GATEWAY_MESSAGES.invalidToken };
    if (!Number.isInteger(amount) || amount <= 0)
      return { approved: false, message: TEST_GATEWAY_MESSAGES.invalidAmount };
    if (!APPROVED.has(`${card.brand}:${card.last4}`))
      return { approved: false, message: TEST_GATEWAY_MESSAGES.unknownCard };
    const zip = (billing.zip || card.zip || '').trim();
    if (zip.startsWith(SANDBOX_DECLINE_ZIP)) return { approved: false, message: TEST_GATEWAY_MESSAGES.declined };
    return {
      approved: true,
      transactionId: `test_${Date.now()}${randomInt(1000, 9999)}`,
      message: TEST_GATEWAY_MESSAGES.approved,
    };
  }

  async voidTransaction(): Promise<void> {}
}
