/**
 * Place Order: tokenise the card in the browser, then `POST /Checkout/simplified` under the
 * attempt's Idempotency-Key with { cartId, customerInfo, dealerInfo (FFL only), paymentToken }.
 */
import {
  type CartLine,
  type CartWithLines,
  type CheckoutSubmitRequest,
  getRuntimeConfig,
  notify,
} from 'shared-contracts';
import { type CardForm, toCustomerInfo } from 'shared-contracts/schemas/checkout';
import { ApiCallError } from 'shared-kit';
import { forgetGuestCart } from '../../shared/guest-cart-marker';
import { hasFflItems } from './cart-kind';
import { alreadyOrderedIdOf, restrictedItemIdsOf, submitCheckout } from './checkout-api';
import { type LineRefusals, refusalsOfError } from './compliance/compliance-api';
import { attemptFor, finishAttempt, outcomeUnknown } from './payment/checkout-attempt';
import { TokenizeError } from './payment/tokenize-error';
import { tokenizerFor } from './payment/tokenizer';
import type { CheckoutForms } from './prepare-payment';

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderId: number }
  | { kind: 'restricted'; items: CartLine[]; reasons?: LineRefusals }
  | { kind: 'failed' };

/** The request body without the token: with the card, what makes an attempt "the same". */
export function checkoutRequestFor(
  cart: CartWithLines,
  { billing, dealer }: CheckoutForms,
): Omit<CheckoutSubmitRequest, 'paymentToken'> {
  const request: Omit<CheckoutSubmitRequest, 'paymentToken'> = {
    cartId: cart.id ?? '',
    customerInfo: toCustomerInfo(billing),
  };
  if (hasFflItems(cart) && dealer) request.dealerInfo = dealer;
  // Asked only when a line has an age class; the server checks it with the same rules (issue 30).
  if (billing.dateOfBirth) request.dateOfBirth = billing.dateOfBirth;
  return request;
}

export async function placeOrder(
  cart: CartWithLines,
  forms: CheckoutForms,
  card: CardForm,
): Promise<PlaceOrderOutcome> {
  const request = checkoutRequestFor(cart, forms);
  const cardNumber = card.cardNumber.replace(/\D/g, '');
  const fingerprint = JSON.stringify([request, cardNumber, card.month, card.year, card.cardCode]);
  try {
    const attempt = await attemptFor(fingerprint, async () => {
      const tokenizer = await tokenizerFor(getRuntimeConfig().providers.payment);
      return tokenizer.tokenize({
        cardNumber,
        month: card.month,
        year: card.year,
        cardCode: card.cardCode,
        zip: forms.billing.zip,
        fullName: request.customerInfo.name,
      });
    });
    const answer = await submitCheckout({ ...request, paymentToken: attempt.paymentToken }, attempt.key);
    finishAttempt();
    if (!answer.success || answer.orderId == null) {
      notify.emit({ type: 'error', message: `Error: ${answer.message || 'The payment was not accepted.'}` });
      return { kind: 'failed' };
    }
    // The guest's cart is ordered: the API answers 404 for it from now on.
    forgetGuestCart();
    return { kind: 'placed', orderId: answer.orderId };
  } catch (error) {
    if (error instanceof TokenizeError) {
      notify.emit({ type: 'error', message: `Error: ${error.message}` });
      return { kind: 'failed' };
    }
    const orderedAs = alreadyOrderedIdOf(error);
    if (orderedAs !== null) {
      finishAttempt();
      forgetGuestCart();
      return { kind: 'placed', orderId: orderedAs };
    }
    if (error instanceof ApiCallError && !outcomeUnknown(error.status)) finishAttempt();
    const ids = restrictedItemIdsOf(error);
    if (ids) {
      const wanted = new Set(ids.map(String));
      const reasons = refusalsOfError(error) ?? undefined;
      return { kind: 'restricted', items: cart.items.filter((item) => wanted.has(String(item.id))), reasons };
    }
    // Any other failure was shown by the shared error handler (the server's message).
    return { kind: 'failed' };
  }
}
