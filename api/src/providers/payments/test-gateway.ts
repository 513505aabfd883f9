/**
 * The embedded default gateway. It behaves like the Authorize.net sandbox for the tokens the
 * browser-side test tokeniser makes (`test_tok.<base64url json>`, see shared-contracts
 * payments/test-token): the published sandbox test cards approve, a billing zip of 46282 declines
 * with the sandbox's own text, anything else is refused with a clear message.
 *
 * Voids and refunds (issue 29) are kept in memory per gateway, so tests can see what was asked:
 * a refund beyond what a transaction captured is refused, as Authorize.net refuses it. A transaction
 * this instance did not approve (a restarted process) is taken at the amount asked.
 */
import { randomInt } from 'node:crypto';
import { decodeTestToken, SANDBOX_DECLINE_ZIP, SANDBOX_TEST_CARDS } from 'shared-contracts/payments/test-token';
import type { AuthorizeRequest, AuthorizeResult, PaymentActionResult, PaymentGateway, RefundRequest } from './gateway';

export const TEST_GATEWAY_MESSAGES = {
  approved: 'This transaction has been approved.',
  declined: 'This transaction has been declined.',
  invalidToken: 'The payment details could not be read. Please re-enter your card.',
  unknownCard: 'The credit card number is invalid.',
  invalidAmount: 'A valid amount is required.',
  unknownTransaction: 'The referenced transaction was not found.',
  alreadyVoided: 'The transaction has already been voided.',
  overRefund: 'The sum of credits against the referenced transaction would exceed the original debit amount.',
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
    const transactionId = this.newId();
    this.captured.set(transactionId, amount);
    return { approved: true, transactionId, message: TEST_GATEWAY_MESSAGES.approved };
  }

  /** Captured cents by transaction id (what this instance approved). */
  private readonly captured = new Map<string, number>();
  /** Every void and refund asked, in order (tests read them). */
  readonly voids: string[] = [];
  readonly refunds: Array<{ transactionId: string; amount: number; refundTransactionId: string }> = [];

  async voidTransaction(transactionId: string): Promise<void> {
    await this.void(transactionId);
  }

  async void(transactionId: string): Promise<PaymentActionResult> {
    if (!transactionId.startsWith('test_'))
      return { approved: false, message: TEST_GATEWAY_MESSAGES.unknownTransaction };
    if (this.voids.includes(transactionId)) return { approved: false, message: TEST_GATEWAY_MESSAGES.alreadyVoided };
    this.voids.push(transactionId);
    return { approved: true, transactionId: this.newId(), message: TEST_GATEWAY_MESSAGES.approved };
  }

  async refund({ transactionId, amount }: RefundRequest): Promise<PaymentActionResult> {
    if (!transactionId.startsWith('test_') || this.voids.includes(transactionId))
      return { approved: false, message: TEST_GATEWAY_MESSAGES.unknownTransaction };
    if (!Number.isInteger(amount) || amount <= 0)
      return { approved: false, message: TEST_GATEWAY_MESSAGES.invalidAmount };
    const captured = this.captured.get(transactionId);
    const refunded = this.refunds
      .filter((r) => r.transactionId === transactionId)
      .reduce((sum, r) => sum + r.amount, 0);
    if (captured !== undefined && refunded + amount > captured)
      return { approved: false, message: TEST_GATEWAY_MESSAGES.overRefund };
    const refundTransactionId = this.newId();
    this.refunds.push({ transactionId, amount, refundTransactionId });
    return { approved: true, transactionId: refundTransactionId, message: TEST_GATEWAY_MESSAGES.approved };
  }

  private newId(): string {
    return `test_${Date.now()}${randomInt(1000, 9999)}`;
  }
}
