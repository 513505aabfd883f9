/** The steps of placing an order that write it: the order with its lines, then its payment. */

import type { QueryCreator } from 'kysely';
import type { Order } from 'shared-contracts/api/order';
import type { CustomerInfo } from 'shared-contracts/schemas/checkout';
import { compiledOncePerShape } from '../../platform/db/compiled-once';
import type { Database, Db } from '../../platform/db/index';
import type { MailMessage } from '../../providers/mail/index';
import { toNumeric } from '../../shared/money';
import type { CartRow } from '../cart/index';
import { queueMailInsert, waitsForServer } from '../mail/index';
import { recordOrder as insertOrder, orderTransactionUpdate } from '../orders/index';
import type { Destination } from './line-checks';
import type { IdempotencyAnswer, OrderScope } from './order-context';
import type { AuthorizedPayment } from './payment-step';
import type { PricedOrder } from './pricing-steps';
import { completeIdempotencyKeyQuery, type KeyAnswer } from './queries';
import { step } from './workflow';

/** The order as the shopper will see it: addresses, dealer, shipping, totals, and its lines; answers it as written. */
export const recordOrder = step(
  'write the order',
  async ({
    trx,
    owner,
    cart,
    customerInfo: info,
    destination: { shipTo, dealer, ruleSetVersion, awaitsAtfApproval },
    order: { priced, shippingMethod, promo },
  }: OrderScope & {
    cart: CartRow;
    customerInfo: CustomerInfo;
    destination: Destination;
    order: PricedOrder;
  }): Promise<Order> =>
    insertOrder(
      trx,
      {
        cart_id: cart.id,
        // An NFA order waits for ATF's approval of the transfer, which the back office releases; a
        // firearm order waits for staff to verify the receiving dealer's licence (decision 0030).
        status: awaitsAtfApproval
          ? 'Awaiting ATF approval'
          : priced.lines.some((line) => line.details.isFflItem)
            ? 'Awaiting FFL'
            : 'Paid',
        user_id: owner.kind === 'user' ? owner.userId : null,
        guest_id: owner.kind === 'guest' ? owner.guestId : null,
        email: owner.email ?? info.email,
        customer_name: info.name,
        customer_phone: info.mainContact,
        company: info.company,
        billing_address: info.address,
        billing_city: info.city,
        billing_state: info.state.toUpperCase(),
        billing_zip: info.zip,
        billing_country: 'US',
        shipping_name: shipTo.name,
        shipping_company: shipTo.company,
        shipping_phone: shipTo.phone,
        shipping_address: shipTo.address,
        shipping_city: shipTo.city,
        shipping_state: shipTo.state,
        shipping_zip: shipTo.zip,
        shipping_country: shipTo.country,
        dealer_name: dealer?.dealerName ?? null,
        dealer_address: dealer?.dealerAddress ?? null,
        dealer_email: dealer?.dealerEmail ?? null,
        dealer_phone: dealer?.dealerPhone ?? null,
        dealer_city: dealer?.dealerCity ?? null,
        dealer_state: dealer ? dealer.dealerState.toUpperCase() : null,
        dealer_zip: dealer?.dealerZip ?? null,
        dealer_country: dealer ? 'US' : null,
        shipping_method_id: shippingMethod.id,
        shipping_method_name: shippingMethod.name,
        promo_code: promo?.code ?? null,
        sub_total: toNumeric(priced.subTotal),
        shipping_cost: toNumeric(priced.shipping),
        discount_amount: toNumeric(priced.discount),
        tax_amount: toNumeric(priced.tax),
        total_amount: toNumeric(priced.total),
      },
      priced.lines.map((line) => ({
        sku: line.item.sku,
        productName: line.details.productName,
        productUrl: line.details.productUrl,
        imageUrl: line.details.imageUrl,
        options: [...line.details.options.map((o) => ({ label: o.label, value: o.value })), ...addOnsOption(line.item)],
        unitPrice: toNumeric(line.unit),
        quantity: line.item.quantity,
        lineTotal: toNumeric(line.total),
        isFflItem: line.details.isFflItem,
        isReceiverItem: line.details.isReceiverItem,
        complianceRuleSet: ruleSetVersion,
      })),
    ),
  'rollback',
);

/**
 * A line's chosen add-ons, kept on the order as one more option ("Add-ons: Summit 30mm scope mount,
 * Trail two-point sling"), so the confirmation and the order details tell two builds of one sku apart
 * as the cart did (issue 32, item 5).
 */
function addOnsOption(item: { addOns?: ReadonlyArray<{ name: string }> }): { label: string; value: string }[] {
  const names = (item.addOns ?? []).map((addOn) => addOn.name);
  return names.length > 0 ? [{ label: 'Add-ons', value: names.join(', ') }] : [];
}

interface PaymentRecordShape {
  /** The order was charged: its transaction id is recorded. */
  paid: boolean;
  /** The request carried an Idempotency-Key: it is answered. */
  keyed: boolean;
  /** A mail server delivers the confirmation after the commit. */
  queued: boolean;
}

/**
 * The payment, the answer and the confirmation as one statement, compiled once for each of its
 * shapes (decision 0045). Each CTE adds a name the insert does not read (PostgreSQL runs a
 * data-modifying CTE whether or not it is read), so the creator is kept typed as the database's.
 */
const insertPaymentRecord = compiledOncePerShape(
  (
    db: Db,
    v: KeyAnswer & MailMessage & { orderId: number; transactionId: string | null },
    { paid, keyed, queued }: PaymentRecordShape,
  ) => {
    let q: QueryCreator<Database> = db;
    if (paid) {
      q = q.with('payment', () =>
        orderTransactionUpdate(db, v.orderId, v.transactionId),
      ) as unknown as QueryCreator<Database>;
    }
    if (keyed) q = q.with('answer', () => completeIdempotencyKeyQuery(db, v)) as unknown as QueryCreator<Database>;
    return queueMailInsert(q, v, queued);
  },
);

/**
 * The gateway's transaction id on the order (what a refund by hand needs), the answer to the request's
 * Idempotency-Key when it carried one, and the confirmation e-mail in the outbox: one statement, in
 * the order's transaction (decisions 0040 and 0043). A committed order's key answers it and its
 * confirmation is queued; a rolled-back order leaves neither.
 */
export const recordPayment = step(
  'record the payment, the answer and the confirmation with the order',
  async ({
    deps,
    trx,
    orderId,
    payment,
    idempotency,
    confirmation,
  }: OrderScope & {
    orderId: number;
    payment: AuthorizedPayment | null;
    idempotency?: IdempotencyAnswer;
    confirmation: MailMessage;
  }) => {
    const answer = idempotency?.answerFor(orderId);
    await insertPaymentRecord(
      trx,
      { paid: payment !== null, keyed: idempotency !== undefined, queued: waitsForServer(deps.mailer) },
      {
        ...confirmation,
        // A shape's text holds only its own values: the key's are not sent when there is none.
        orderId,
        transactionId: payment?.transactionId ?? null,
        scope: idempotency?.scope ?? '',
        key: idempotency?.key ?? '',
        status: answer?.status ?? 0,
        bodyJson: JSON.stringify(answer?.body ?? null),
      },
    );
  },
  'rollback',
);
