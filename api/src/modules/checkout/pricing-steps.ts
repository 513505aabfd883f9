/** The steps of placing an order that total it from the server's data and count the promo use. */
import { CHECKOUT_SUMMARIES } from 'shared-contracts/schemas/checkout';
import { badRequest } from '../../platform/http-errors';
import { type CartLines, type CartRow, type PricedCart, priceCart, proTierOf } from '../cart/index';
import { countPromoUse as countPromoCodeUse, findPromoCode, type PromoCodeRow } from '../promotions/index';
import { SHIPPING_MESSAGES, type ShippingMethodRow } from '../shipping/index';
import type { Destination } from './line-checks';
import type { OrderScope } from './order-context';
import { PromoGone } from './order-errors';
import { step } from './workflow';

export interface PricedOrder {
  priced: PricedCart;
  shippingMethod: ShippingMethodRow;
  /** The cart's promo code when it applies to this order. */
  promo: PromoCodeRow | null;
}

/**
 * Totals from the server's data: the price list, the chosen shipping method, the cart's promo code,
 * tax for the ship-to address, the customer's Pro Deal tier. A promo code that stopped applying
 * stops the order (409): the shopper reviews the new total first.
 */
export const priceOrder = step(
  'price the order',
  async ({
    deps,
    trx,
    cart,
    lines,
    shippingMethod,
    destination: { shipTo },
  }: OrderScope & {
    cart: CartRow;
    lines: CartLines;
    /** The chosen method as the cart's opening read it (decision 0058); undefined when not offered. */
    shippingMethod: ShippingMethodRow | undefined;
    destination: Destination;
  }): Promise<PricedOrder> => {
    if (!shippingMethod) {
      throw badRequest(CHECKOUT_SUMMARIES.billing, {
        'customerInfo.shippingMethodId': [SHIPPING_MESSAGES.unavailable],
      });
    }
    const promo = cart.promo_code ? await findPromoCode(trx, cart.promo_code) : undefined;
    const priced = await priceCart({
      items: lines.items,
      details: lines.details,
      shippingMethod,
      promo: promo ?? null,
      address: {
        line1: shipTo.address,
        line2: '',
        city: shipTo.city,
        state: shipTo.state,
        postalCode: shipTo.zip,
        country: 'US',
        taxCode: '',
      },
      tax: deps.tax,
      proDealDiscountPercent: await proTierOf(
        { db: trx, tax: deps.tax, proDealDiscountPercent: deps.proDealDiscountPercent },
        cart,
      ),
    });
    if (cart.promo_code && !priced.promo?.applies) throw new PromoGone(cart.promo_code);
    return { priced, shippingMethod, promo: priced.promo?.applies && promo ? promo : null };
  },
  'nothing',
);

/** One more use of the promo code; a code used up meanwhile stops the order like an expired one. */
export const countPromoUse = step(
  'count the promo use',
  async ({ trx, order }: OrderScope & { order: PricedOrder }): Promise<void> => {
    if (order.promo && !(await countPromoCodeUse(trx, order.promo.code))) throw new PromoGone(order.promo.code);
  },
  'rollback',
);
