/**
 * POST /Checkout/simplified: placing an order is ONE database transaction.
 *
 *   lock the cart -> re-read lines and the server's prices -> FFL dealer and restrictions ->
 *   totals (promo, shipping, tax) -> take stock with conditional updates (skus in a fixed order,
 *   so concurrent orders never deadlock) -> count the promo use -> write the order ->
 *   authorise the payment LAST -> mark the cart converted -> commit.
 *
 * Anything that fails, the payment decline included, throws and rolls everything back: no order,
 * stock untouched, cart intact. The payment call is the last step, so a charge is only ever made
 * for an order that is complete except for its commit; if that commit still fails, the charge is
 * voided (best effort). The card never reaches this code: only the browser tokeniser's opaque
 * token, which is passed to the gateway and neither stored nor logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_API_MESSAGES, type CheckoutSubmitResponse } from 'shared-contracts/api/checkout';
import type { ApiError } from 'shared-contracts/api/errors';
import { ZIP_MESSAGES } from 'shared-contracts/domain/zip';
import {
  CHECKOUT_SUMMARIES,
  type CustomerInfo,
  checkoutSubmitSchema,
  type DealerInfo,
  dealerFormSchema,
} from 'shared-contracts/schemas/checkout';
import { ValidationError } from 'yup';
import type { Db } from '../../platform/db/index';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http-errors';
import { fieldErrors } from '../../platform/plugins/validate';
import type { Mailer } from '../../providers/mail/index';
import { type PaymentGateway, PaymentUnavailableError } from '../../providers/payments/index';
import { type TaxProvider, TaxUnavailableError } from '../../providers/tax/index';
import { toNumeric } from '../../shared/money';
import {
  CART_API_MESSAGES,
  type CartOwner,
  findOwnedCart,
  listCartLines,
  type PricedCart,
  priceCart,
  proTierOf,
  RestrictedItemsError,
  restrictedItemIds,
  stockMessage,
  taxUnavailable,
  touchCart,
} from '../cart/index';
import { getSkuDetails, takeStock } from '../catalog/index';
import { assertLinesAllowed } from '../compliance/index';
import { zipBelongsToState } from '../dealers/index';
import { subscribeToNewsletter } from '../newsletter/index';
import { findOrderIdOfCart, getOrder, recordOrder, setOrderTransaction } from '../orders/index';
import { countPromoUse, findPromoCode } from '../promotions/index';
import { findActiveShippingMethod, parseShippingMethodId, SHIPPING_MESSAGES } from '../shipping/index';
import { orderConfirmationMail } from './confirmation-mail';

export interface CheckoutDeps {
  db: Db;
  tax: TaxProvider;
  payment: PaymentGateway;
  mailer: Mailer;
  shopUrl: string;
  log: FastifyBaseLogger;
  /** The Pro Deal tier's percent off (settings): the order is priced as the cart showed it. */
  proDealDiscountPercent?: number;
}

export type CheckoutOwner = CartOwner & { email?: string };

/** What the route answers; `placed` is set only when an order was committed by this request. */
export interface CheckoutOutcome {
  status: number;
  body: CheckoutSubmitResponse | (ApiError & Record<string, unknown>);
  placed?: PlacedOrder;
}

export interface PlacedOrder {
  orderId: number;
  email: string;
  customerInfo: CustomerInfo;
}

export const promoGoneMessage = (code: string) =>
  `Discount code ${code} can no longer be applied. Please review your order.`;

/** 409: the cart was ordered already; the body names the order so a client can show it. */
export class AlreadyOrderedError extends HttpError {
  constructor(readonly orderId: number | null) {
    super(409, CHECKOUT_API_MESSAGES.alreadyOrdered, { title: 'Conflict' });
  }

  override toBody() {
    return { ...super.toBody(), orderId: this.orderId };
  }
}

class PaymentDeclined extends Error {
  constructor(readonly gatewayMessage: string) {
    super(gatewayMessage);
  }
}

class PromoGone extends Error {
  constructor(readonly code: string) {
    super(promoGoneMessage(code));
  }
}

/** 400 with field errors; the message is the spec's form summary of the form that has them. */
function checkoutValidationError(error: ValidationError, prefix = ''): HttpError {
  const raw = fieldErrors(error);
  const errors = Object.fromEntries(Object.entries(raw).map(([field, messages]) => [`${prefix}${field}`, messages]));
  const fields = Object.keys(errors);
  const message = fields.some((f) => f.startsWith('customerInfo.'))
    ? CHECKOUT_SUMMARIES.billing
    : fields.some((f) => f.startsWith('dealerInfo.'))
      ? CHECKOUT_SUMMARIES.dealer
      : (Object.values(errors)[0]?.[0] ?? 'The request is not valid');
  return badRequest(message, errors);
}

async function validateSubmit(body: unknown) {
  try {
    return await checkoutSubmitSchema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw checkoutValidationError(error);
    throw error;
  }
}

async function validateDealer(dealerInfo: unknown): Promise<DealerInfo> {
  if (dealerInfo === null || dealerInfo === undefined || typeof dealerInfo !== 'object') {
    throw badRequest(CHECKOUT_API_MESSAGES.dealerRequired, { dealerInfo: [CHECKOUT_API_MESSAGES.dealerRequired] });
  }
  try {
    return await dealerFormSchema.validate(dealerInfo, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw checkoutValidationError(error, 'dealerInfo.');
    throw error;
  }
}

/**
 * Each address's zip must lie in its state (issue 13): billing, shipping when it differs, and the
 * dealer's. Checked in the order transaction on the normalised zip, against the bundled zip table.
 */
async function checkZipsBelongToStates(db: Db, info: CustomerInfo, dealer: DealerInfo | null): Promise<void> {
  const places: [field: string, zip: string, state: string][] = [['customerInfo.zip', info.zip, info.state]];
  if (info.shippingSameAsBilling === false) {
    places.push(['customerInfo.shippingZip', info.shippingZip, info.shippingState]);
  }
  if (dealer) places.push(['dealerInfo.dealerZip', dealer.dealerZip, dealer.dealerState]);
  const errors: Record<string, string[]> = {};
  for (const [field, zip, state] of places) {
    const check = await zipBelongsToState(db, zip, state);
    if (!check.ok) errors[field] = [check.reason === 'other-state' ? ZIP_MESSAGES.otherState : ZIP_MESSAGES.unknown];
  }
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const summary = fields.some((f) => f.startsWith('customerInfo.'))
    ? CHECKOUT_SUMMARIES.billing
    : CHECKOUT_SUMMARIES.dealer;
  throw badRequest(summary, errors);
}

function shipToOf(info: CustomerInfo) {
  const same = info.shippingSameAsBilling !== false;
  return {
    name: same ? info.name : info.shippingName || info.name,
    company: same ? info.company : info.shippingCompany,
    phone: same ? info.mainContact : info.addressContact || info.mainContact,
    address: same ? info.address : info.shippingAddress,
    city: same ? info.city : info.shippingCity,
    state: (same ? info.state : info.shippingState).toUpperCase(),
    zip: same ? info.zip : info.shippingZip,
    country: 'US',
  };
}

/** Validates and places the order. Throws HttpError for client errors; answers declines as 402. */
export async function submitCheckout(
  deps: CheckoutDeps,
  owner: CheckoutOwner,
  rawBody: unknown,
): Promise<CheckoutOutcome> {
  const input = await validateSubmit(rawBody);
  const cartId = input.cartId;
  try {
    const orderId = await placeOrder(deps, owner, {
      cartId,
      customerInfo: input.customerInfo,
      dealerInfo: input.dealerInfo,
      paymentToken: input.paymentToken,
      dateOfBirth: input.dateOfBirth,
    });
    return {
      status: 200,
      body: { orderId, success: true, message: CHECKOUT_API_MESSAGES.orderPlaced },
      placed: { orderId, email: owner.email ?? input.customerInfo.email, customerInfo: input.customerInfo },
    };
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      return { status: 402, body: { orderId: null, success: false, message: error.gatewayMessage } };
    }
    if (error instanceof PaymentUnavailableError) {
      return { status: 502, body: { orderId: null, success: false, message: error.message } };
    }
    if (error instanceof TaxUnavailableError) throw taxUnavailable(error);
    if (error instanceof PromoGone) {
      // The code stopped applying (expired, used up, cart changed): take it off the cart so the
      // summary the shopper reviews next shows what will really be charged.
      const cart = await findOwnedCart(deps.db, owner, cartId);
      if (cart?.status === 'active' && cart.promo_code === error.code)
        await touchCart(deps.db, cart.id, { promo_code: null });
      throw conflict(error.message);
    }
    throw error;
  }
}

interface PlaceOrderInput {
  cartId: string;
  customerInfo: CustomerInfo;
  dealerInfo: unknown;
  paymentToken: string;
  /** YYYY-MM-DD, for the compliance check (issue 30). */
  dateOfBirth?: string;
}

async function placeOrder(deps: CheckoutDeps, owner: CheckoutOwner, input: PlaceOrderInput): Promise<number> {
  const { db, payment } = deps;
  const info = input.customerInfo;
  let approvedTransaction: string | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      // 1. The cart, locked: a second submit of the same cart waits here, then finds it converted.
      const cart = await findOwnedCart(trx, owner, input.cartId, { lock: true });
      if (!cart) throw notFound(CART_API_MESSAGES.cartNotFound);
      if (cart.status === 'converted') {
        throw new AlreadyOrderedError((await findOrderIdOfCart(trx, cart.id)) ?? null);
      }
      if (cart.status !== 'active') throw notFound(CART_API_MESSAGES.cartNotFound);

      // 2. Lines at the server's current prices.
      const { items, details } = await listCartLines(trx, cart.id);
      if (items.length === 0) throw badRequest(CHECKOUT_API_MESSAGES.emptyCart);
      const missing = items.find((item) => !details.has(item.sku));
      if (missing) throw conflict(CART_API_MESSAGES.productUnavailable(missing.sku));

      // 3. FFL items need a dealer; restricted items may not go to the ship-to or dealer address.
      const hasFfl = items.some((item) => details.get(item.sku)?.isFflItem);
      const dealer = hasFfl ? await validateDealer(input.dealerInfo) : null;
      await checkZipsBelongToStates(trx, info, dealer);
      const shipTo = shipToOf(info);
      const blocked = restrictedItemIds(
        items.map((item) => {
          const d = details.get(item.sku);
          return {
            id: item.id,
            isFflItem: d?.isFflItem ?? false,
            restrictedStates: d?.restrictedStates ?? [],
            restrictedZips: d?.restrictedZips ?? [],
          };
        }),
        { state: shipTo.state, zip: shipTo.zip },
        dealer ? { state: dealer.dealerState, zip: dealer.dealerZip } : null,
      );
      if (blocked.length > 0) throw new RestrictedItemsError(blocked);
      // COMPLIANCE (issue 30): every line against the rule set, for its destination (the dealer for
      // FFL lines) and the buyer's date of birth; throws 400 with the refusing rules. One call, to
      // move as is into the restrictions step.
      const compliance = await assertLinesAllowed(trx, {
        lines: items.map((item) => ({ id: item.id, sku: item.sku })),
        destination: { shipTo, dealer: dealer ? { state: dealer.dealerState, zip: dealer.dealerZip } : null },
        dateOfBirth: input.dateOfBirth,
      });

      // 4. Totals from the server's data.
      const method = await findActiveShippingMethod(trx, parseShippingMethodId(info.shippingMethodId));
      if (!method) {
        throw badRequest(CHECKOUT_SUMMARIES.billing, {
          'customerInfo.shippingMethodId': [SHIPPING_MESSAGES.unavailable],
        });
      }
      const promo = cart.promo_code ? await findPromoCode(trx, cart.promo_code) : undefined;
      const priced: PricedCart = await priceCart({
        items,
        details,
        shippingMethod: method,
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

      // 5. Stock, taken with conditional updates in sku order.
      const bySku = [...priced.lines].sort((a, b) => (a.item.sku < b.item.sku ? -1 : a.item.sku > b.item.sku ? 1 : 0));
      for (const line of bySku) {
        if (!(await takeStock(trx, line.item.sku, line.item.quantity))) {
          const fresh = (await getSkuDetails(trx, [line.item.sku])).get(line.item.sku);
          throw conflict(stockMessage({ productName: line.details.productName, qtyOnHand: fresh?.qtyOnHand ?? 0 }));
        }
      }
      if (priced.promo?.applies && promo && !(await countPromoUse(trx, promo.code))) throw new PromoGone(promo.code);

      // 6. The order.
      const orderId = await recordOrder(
        trx,
        {
          cart_id: cart.id,
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
          shipping_method_id: method.id,
          shipping_method_name: method.name,
          promo_code: priced.promo?.applies ? (promo?.code ?? null) : null,
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
          options: line.details.options.map((o) => ({ label: o.label, value: o.value })),
          unitPrice: toNumeric(line.unit),
          quantity: line.item.quantity,
          lineTotal: toNumeric(line.total),
          isFflItem: line.details.isFflItem,
          isReceiverItem: line.details.isReceiverItem,
          complianceRuleSet: compliance.ruleSetVersion,
        })),
      );

      // 7. Payment, last. A decline throws, and the transaction takes everything above back.
      if (priced.total > 0) {
        const result = await payment.authorize({
          amount: priced.total,
          token: input.paymentToken,
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
        approvedTransaction = result.transactionId;
        await setOrderTransaction(trx, orderId, result.transactionId ?? null);
      }

      // 8. The cart is done: the guest's next GET answers 404, the next add starts a new cart.
      await touchCart(trx, cart.id, { status: 'converted' });
      return orderId;
    });
  } catch (error) {
    if (approvedTransaction && payment.voidTransaction) {
      deps.log.error(
        { err: error, transactionId: approvedTransaction },
        'order not kept after an approved payment; voiding it',
      );
      await payment.voidTransaction(approvedTransaction).catch((voidError: unknown) => {
        deps.log.error(
          { err: voidError, transactionId: approvedTransaction },
          'void failed: refund this transaction by hand',
        );
      });
    }
    throw error;
  }
}

/**
 * After the commit (only in the request that placed the order, never on an idempotent replay):
 * the newsletter signup when opted in (a confirmation link: double opt-in) and the order e-mail. Their failures are logged, not
 * answered: the order is placed and paid either way.
 */
export async function afterOrderPlaced(deps: CheckoutDeps, placed: PlacedOrder): Promise<void> {
  const { customerInfo } = placed;
  if (customerInfo.optInNewsletter) {
    const [firstName = '', ...rest] = customerInfo.name.trim().split(/\s+/);
    try {
      await subscribeToNewsletter(deps, { email: placed.email, firstName, lastName: rest.join(' ') }, 'checkout');
    } catch (error) {
      deps.log.error({ err: error, orderId: placed.orderId }, 'newsletter signup after the order failed');
    }
  }
  try {
    const order = await getOrder(deps.db, placed.orderId);
    if (order) await deps.mailer.send(orderConfirmationMail(order, deps.shopUrl));
  } catch (error) {
    deps.log.error({ err: error, orderId: placed.orderId }, 'order confirmation e-mail failed');
  }
}
