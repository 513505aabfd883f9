/**
 * What must hold before the payment step (000, section 4): the forms validated (done by the
 * caller), the restricted-items check passes, the cart has items and the compute call answers
 * items. The compute call prices the cart for the address and shipping method.
 */
import type { CartLine, CartWithLines, ComputeCartRequest } from 'shared-contracts';
import { COUNTRY, stateName } from 'shared-contracts/domain/us-states';
import type { BillingForm, DealerInfo } from 'shared-contracts/schemas/checkout';
import { hasOnlyFflItems } from './cart-kind';
import { computeCart, restrictedItemIdsOf } from './checkout-api';
import { evaluateLines, type LineRefusals, refusalsOf } from './compliance/compliance-api';
import { findRestrictedItems } from './restricted-items';

export interface CheckoutForms {
  billing: BillingForm;
  /** Present when the cart holds FFL items. */
  dealer: DealerInfo | null;
}

export type PrepareOutcome =
  | { kind: 'ready'; cart: CartWithLines }
  | { kind: 'restricted'; items: CartLine[]; reasons?: LineRefusals }
  | { kind: 'empty'; cart?: CartWithLines }
  | { kind: 'failed' };

export function restrictedItemsFor(cart: CartWithLines, { billing, dealer }: CheckoutForms): CartLine[] {
  return findRestrictedItems(cart.items, {
    billing: { state: billing.state, zip: billing.zip },
    shipping: { state: billing.shippingState, zip: billing.shippingZip },
    shippingSameAsBilling: billing.shippingSameAsBilling !== false,
    dealer: dealer ? { state: dealer.dealerState, zip: dealer.dealerZip } : null,
  });
}

/**
 * The address the cart is priced for: the billing address, or the shipping address when it
 * differs. The server taxes the order at the same address when it is placed, so the total shown
 * on the payment step is the total charged.
 */
export function computeRequestFor(cart: CartWithLines, { billing }: CheckoutForms): ComputeCartRequest {
  const differs = billing.shippingSameAsBilling === false && !hasOnlyFflItems(cart);
  const address: ComputeCartRequest['address'] = {
    line1: differs ? billing.shippingAddress : billing.address,
    line2: '',
    city: differs ? billing.shippingCity : billing.city,
    region: stateName(differs ? billing.shippingState : billing.state),
    postalCode: differs ? billing.shippingZip : billing.zip,
    country: COUNTRY.code,
    taxCode: '',
  };
  return { address, cartId: cart.id, shippingMethodId: billing.shippingMethodId };
}

/** What the compliance rules read, from the checked forms: the ship-to place, the dealer's, the date of birth. */
export function complianceQueryFor({ billing, dealer }: CheckoutForms) {
  const same = billing.shippingSameAsBilling !== false;
  return {
    shipTo: same
      ? { state: billing.state, zip: billing.zip }
      : { state: billing.shippingState, zip: billing.shippingZip },
    dealer: dealer ? { state: dealer.dealerState, zip: dealer.dealerZip, dealerId: dealer.dealerId ?? null } : null,
    dateOfBirth: billing.dateOfBirth ?? '',
  };
}

/** The lines the compliance rules refuse for these forms, with the reasons (the server checks again on the order). */
async function refusedByRules(cart: CartWithLines, forms: CheckoutForms): Promise<PrepareOutcome | null> {
  const reasons = refusalsOf(await evaluateLines(cart.items, complianceQueryFor(forms)));
  const items = cart.items.filter((item) => reasons.has(String(item.id)));
  return items.length > 0 ? { kind: 'restricted', items, reasons } : null;
}

export async function prepareForPayment(cart: CartWithLines, forms: CheckoutForms): Promise<PrepareOutcome> {
  const refused = await refusedByRules(cart, forms);
  if (refused) return refused;
  const restricted = restrictedItemsFor(cart, forms);
  if (restricted.length > 0) return { kind: 'restricted', items: restricted };
  if (cart.items.length === 0) return { kind: 'empty' };
  try {
    const computed = await computeCart(computeRequestFor(cart, forms));
    if (!computed.items || computed.items.length === 0) return { kind: 'empty', cart: computed };
    return { kind: 'ready', cart: computed };
  } catch (error) {
    const ids = restrictedItemIdsOf(error);
    if (ids) {
      const wanted = new Set(ids.map(String));
      return { kind: 'restricted', items: cart.items.filter((item) => wanted.has(String(item.id))) };
    }
    return { kind: 'failed' };
  }
}
