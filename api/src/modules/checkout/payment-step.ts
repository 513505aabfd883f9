/**
 * The payment, authorised once the order is complete but for its writing (decision 0055): its lines
 * are checked and priced, its number taken. A decline throws (402), and the transaction takes back
 * everything before it. Its undo voids the charge when the order is not kept after all (its write
 * or the commit failed): best effort, and a failed void is logged for a refund by hand. The card
 * never reaches this code: only the browser tokeniser's opaque token, passed on and neither stored
 * nor logged.
 */
import type { CustomerInfo } from 'shared-contracts/schemas/checkout';
import type { OrderScope } from './order-context';
import { PaymentDeclined } from './order-errors';
import type { PricedOrder } from './pricing-steps';
import { step } from './workflow';

export interface AuthorizedPayment {
  transactionId?: string;
}

type PaymentInput = OrderScope & {
  orderId: number;
  order: PricedOrder;
  customerInfo: CustomerInfo;
  paymentToken: string;
};

/** Answers the approved payment, or null when the order costs nothing (no charge is made). */
export const authorizePayment = step(
  'authorise the payment',
  async ({
    deps,
    owner,
    orderId,
    order: { priced },
    customerInfo: info,
    paymentToken,
  }: PaymentInput): Promise<AuthorizedPayment | null> => {
    if (priced.total <= 0) return null;
    const result = await deps.payment.authorize({
      amount: priced.total,
      token: paymentToken,
      billing: {
        name: info.name,
        company: info.company,
        address: info.address,
        city: info.city,
        state: info.state,
        zip: info.zip,
        country: 'US',
        phone: info.mainContact,
        email: owner.email ?? info.email,
      },
      orderRef: `HA-${orderId}`,
    });
    if (!result.approved) throw new PaymentDeclined(result.message);
    return { transactionId: result.transactionId };
  },
  async ({ input: { deps }, output, cause }) => {
    const transactionId = output?.transactionId;
    if (!transactionId || !deps.payment.voidTransaction) return;
    deps.log.error({ err: cause, transactionId }, 'order not kept after an approved payment; voiding it');
    await deps.payment.voidTransaction(transactionId).catch((voidError: unknown) => {
      deps.log.error({ err: voidError, transactionId }, 'void failed: refund this transaction by hand');
    });
  },
);
