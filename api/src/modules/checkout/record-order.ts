/**
 * The step of placing an order that writes it: the order with its lines and its payment, the
 * answer to the request's Idempotency-Key and the confirmation e-mail, in ONE statement
 * (decisions 0036, 0040, 0043 and 0055).
 */

import type { QueryCreator } from 'kysely';
import type { Order } from 'shared-contracts/api/order';
import type { CustomerInfo } from 'shared-contracts/schemas/checkout';
import { compiledOncePerShape } from '../../platform/db/compiled-once';
import type { Database, Db } from '../../platform/db/index';
import type { MailMessage } from '../../providers/mail/index';
import { toNumeric } from '../../shared/money';
import type { CartRow } from '../cart/index';
import { queueMailInsert, waitsForServer } from '../mail/index';
import {
  type NewOrder,
  type NewOrderItem,
  type OrderWithLinesValues,
  orderToBeWritten,
  orderWithLinesQuery,
  orderWithLinesValues,
  toOrder,
  writtenOrderOf,
} from '../orders/index';
import { orderConfirmationMail } from './confirmation-mail';
import type { Destination } from './line-checks';
import type { IdempotencyAnswer, OrderScope } from './order-context';
import type { AuthorizedPayment } from './payment-step';
import type { PricedOrder } from './pricing-steps';
import { completeIdempotencyKeyQuery } from './queries';
import { step } from './workflow';

/** The order as the shopper will see it: addresses, dealer, shipping, totals, its payment. */
function newOrderOf(
  orderId: number,
  { owner, cart }: { owner: OrderScope['owner']; cart: CartRow },
  info: CustomerInfo,
  { shipTo, dealer, awaitsAtfApproval }: Destination,
  { priced, shippingMethod, promo }: PricedOrder,
  payment: AuthorizedPayment | null,
): NewOrder {
  return {
    id: orderId,
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
    // The gateway's transaction id: what a refund by hand needs.
    payment_transaction_id: payment?.transactionId ?? null,
  };
}

/** The order's lines, each checked against the destination's rule set. */
function newOrderItemsOf({ priced }: PricedOrder, { ruleSetVersion }: Destination): NewOrderItem[] {
  return priced.lines.map((line) => ({
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
  }));
}

/**
 * A line's chosen add-ons, kept on the order as one more option ("Add-ons: Summit 30mm scope mount,
 * Trail two-point sling"), so the confirmation and the order details tell two builds of one sku apart
 * as the cart did (issue 32, item 5).
 */
function addOnsOption(item: { addOns?: ReadonlyArray<{ name: string }> }): { label: string; value: string }[] {
  const names = (item.addOns ?? []).map((addOn) => addOn.name);
  return names.length > 0 ? [{ label: 'Add-ons', value: names.join(', ') }] : [];
}

interface OrderRecordShape {
  /** The request carried an Idempotency-Key: it is answered. */
  keyed: boolean;
  /** A mail server delivers the confirmation after the commit. */
  queued: boolean;
}

/** The statement's values: the order's, the key's answer and the confirmation's, each under its own names. */
type OrderRecordValues = OrderWithLinesValues & {
  keyScope: string;
  keyName: string;
  answerStatus: number;
  answerJson: string;
  mailTo: string;
  mailSubject: string;
  mailText: string;
  mailHtml: string;
};

/**
 * The order with its lines, the key's answer and the confirmation as one statement, compiled once
 * for each of its shapes (decision 0045). Each CTE adds a name the order's insert does not read
 * (PostgreSQL runs a data-modifying CTE whether or not it is read), so the creator is kept typed as
 * the database's.
 */
const insertOrderRecord = compiledOncePerShape((db: Db, v: OrderRecordValues, { keyed, queued }: OrderRecordShape) => {
  let q: QueryCreator<Database> = db;
  if (keyed) {
    q = q.with('answer', () =>
      completeIdempotencyKeyQuery(db, {
        scope: v.keyScope,
        key: v.keyName,
        status: v.answerStatus,
        bodyJson: v.answerJson,
      }),
    ) as unknown as QueryCreator<Database>;
  }
  q = q.with('confirmation', () =>
    queueMailInsert(db, { to: v.mailTo, subject: v.mailSubject, text: v.mailText, html: v.mailHtml }, queued),
  ) as unknown as QueryCreator<Database>;
  return orderWithLinesQuery(q, v);
});

/**
 * Writes the order, its lines and its payment, with the answer to the request's Idempotency-Key
 * when it carried one and the confirmation e-mail in the outbox: one statement, in the order's
 * transaction (decisions 0040, 0043 and 0055). A committed order's key answers it and its
 * confirmation is queued; a rolled-back order leaves neither. Answers the order as written.
 */
export const writeOrder = step(
  'write the order with its payment, the answer and the confirmation',
  async ({
    deps,
    trx,
    owner,
    orderId,
    cart,
    customerInfo,
    destination,
    order,
    payment,
    idempotency,
  }: OrderScope & {
    orderId: number;
    cart: CartRow;
    customerInfo: CustomerInfo;
    destination: Destination;
    order: PricedOrder;
    payment: AuthorizedPayment | null;
    idempotency?: IdempotencyAnswer;
  }): Promise<Order> => {
    const newOrder = newOrderOf(orderId, { owner, cart }, customerInfo, destination, order, payment);
    const items = newOrderItemsOf(order, destination);
    const confirmation: MailMessage = orderConfirmationMail(orderToBeWritten(newOrder, items), deps.shopUrl);
    const answer = idempotency?.answerFor(orderId);
    const { rows } = await insertOrderRecord(
      trx,
      { keyed: idempotency !== undefined, queued: waitsForServer(deps.mailer) },
      {
        ...orderWithLinesValues(newOrder, items),
        // A shape's text holds only its own values: the key's are not sent when there is none.
        keyScope: idempotency?.claim.scope ?? '',
        keyName: idempotency?.claim.key ?? '',
        answerStatus: answer?.status ?? 0,
        answerJson: JSON.stringify(answer?.body ?? null),
        mailTo: confirmation.to,
        mailSubject: confirmation.subject,
        mailText: confirmation.text,
        mailHtml: confirmation.html,
      },
    );
    const written = writtenOrderOf(rows[0]);
    return toOrder(written.order, written.items);
  },
  'rollback',
);
