/**
 * Prices a cart from the server's own data: every line at the price list's current price (what a
 * client sent as a price is never read), the promo code evaluated on those prices, the shipping
 * method's price, and tax from the tax provider for the ship-to address. All in cents.
 */
import type { AppliedDiscount, CartLine, CartWithLines } from 'shared-contracts/api/cart';
import type { CartShipTo } from '../../platform/db/tables/commerce';
import type { TaxAddress, TaxProvider } from '../../providers/tax/index';
import { type Cents, toCents, toDollars } from '../../shared/money';
import type { SkuDetails } from '../catalog/index';
import { evaluatePromo, type PromoCodeRow, type PromoEvaluation } from '../promotions/index';
import type { ShippingMethodRow } from '../shipping/index';
import type { CartLineItem, CartRow } from './queries';

export interface PricedLine {
  item: CartLineItem;
  details: SkuDetails;
  /** Charged unit price (the discounted price when the price list has one). */
  unit: Cents;
  /** Original unit price. */
  original: Cents;
  total: Cents;
  /** This line's share of the promo discount. */
  discount: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines whose sku is no longer sold: left out of the cart and its totals. */
  unavailableItemIds: number[];
  subTotal: Cents;
  discount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
  promo: PromoEvaluation | null;
}

export interface PricingInput {
  items: CartLineItem[];
  details: Map<string, SkuDetails>;
  shippingMethod: ShippingMethodRow | null;
  promo: PromoCodeRow | null;
  /** Where the goods go; no tax is computed without it. */
  address: TaxAddress | null;
  tax: TaxProvider;
  now?: Date;
  /**
   * The Pro Deal tier of an approved customer: percent off the list price, never dearer than the
   * public price (decision 0011). Null or absent: public prices.
   */
  proDealDiscountPercent?: number | null;
}

/** The unit price charged: the public final price, or the Pro Deal tier's when that is lower. */
export function unitPrice(details: SkuDetails, proDealDiscountPercent: number | null | undefined): Cents {
  const publicPrice = toCents(details.finalPrice);
  if (!proDealDiscountPercent) return publicPrice;
  const pro = Math.round((toCents(details.price) * (100 - proDealDiscountPercent)) / 100);
  return Math.min(publicPrice, pro);
}

/** What the add-ons chosen with a line add to its unit price (ids the product does not offer add nothing). */
export function addOnsPrice(details: SkuDetails, optionIds: ReadonlyArray<number | string> | undefined): Cents {
  let total = 0;
  for (const id of new Set((optionIds ?? []).map(String))) {
    const price = details.addOnPrices[id];
    if (price !== undefined) total += toCents(price);
  }
  return total;
}

export function shipToAsTaxAddress(shipTo: CartShipTo | null): TaxAddress | null {
  return shipTo ? { ...shipTo } : null;
}

export async function priceCart(input: PricingInput): Promise<PricedCart> {
  const lines: PricedLine[] = [];
  const unavailableItemIds: number[] = [];
  for (const item of input.items) {
    const details = input.details.get(item.sku);
    if (!details) {
      unavailableItemIds.push(item.id);
      continue;
    }
    const addOns = addOnsPrice(details, item.optionIds);
    const unit = unitPrice(details, input.proDealDiscountPercent) + addOns;
    const original = toCents(details.price) + addOns;
    lines.push({ item, details, unit, original, total: unit * item.quantity, discount: 0 });
  }
  const subTotal = lines.reduce((sum, line) => sum + line.total, 0);

  const promo = input.promo
    ? evaluatePromo(
        input.promo,
        lines.map((line) => ({ itemId: line.item.id, sku: line.item.sku, lineTotal: line.total })),
        input.now,
      )
    : null;
  const discount = promo?.applies ? promo.discount : 0;
  if (promo?.applies) for (const line of lines) line.discount = promo.perLine.get(line.item.id) ?? 0;

  const shipping = lines.length > 0 && input.shippingMethod ? toCents(input.shippingMethod.price) : 0;
  let tax = 0;
  if (input.address && lines.length > 0) {
    const quote = await input.tax.quote({
      lines: lines.map((line) => ({
        id: String(line.item.id),
        sku: line.item.sku,
        quantity: line.item.quantity,
        amount: line.total - line.discount,
      })),
      shipping,
      address: input.address,
    });
    tax = quote.taxAmount;
  }
  return {
    lines,
    unavailableItemIds,
    subTotal,
    discount,
    shipping,
    tax,
    total: subTotal - discount + shipping + tax,
    promo,
  };
}

/** A line as the API answers it: the specification's CartItem plus its build id, notes and add-ons. */
export function toCartItem(line: PricedLine): CartLine {
  const { item, details } = line;
  return {
    id: item.id,
    productId: item.sku,
    productName: details.productName,
    productPrice: toDollars(line.unit),
    price: toDollars(line.original),
    quantity: item.quantity,
    options: details.options.map((option) => ({ label: option.label, value: option.value })),
    imageUrl: details.imageUrl,
    isFflItem: details.isFflItem,
    isReceiverItem: details.isReceiverItem,
    restrictedStates: details.restrictedStates,
    restrictedZips: details.restrictedZips,
    productUrl: details.productUrl,
    buildId: item.buildId ?? null,
    notes: item.notes ?? null,
    addOns: item.addOns ?? [],
  };
}

/** The Cart shape of shared-contracts: numbers as numbers, money rounded to cents. */
export function toCartAnswer(cart: CartRow, priced: PricedCart): CartWithLines {
  const appliedDiscounts: AppliedDiscount[] = priced.promo?.applies ? [priced.promo.applied] : [];
  return {
    id: cart.id,
    userId: cart.user_id,
    guestId: cart.guest_id,
    isAbandoned: cart.status !== 'active',
    isGuest: cart.guest_id !== null,
    items: priced.lines.map(toCartItem),
    subTotal: toDollars(priced.subTotal),
    taxAmount: toDollars(priced.tax),
    shipping: toDollars(priced.shipping),
    discountAmount: toDollars(priced.discount),
    totalAmount: toDollars(priced.total),
    appliedDiscounts,
  };
}
