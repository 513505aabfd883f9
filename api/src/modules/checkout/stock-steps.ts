/**
 * The stock of an order (decision 0035): reserved in one statement BEFORE the order's transaction
 * (the SKU's row is locked for that statement only, so a drop's checkouts do not queue on it behind
 * each other's transactions), then claimed inside the transaction. A failed order gives the pieces
 * back; a killed worker's reservation goes back with the sweep (stock-sweep.ts).
 */
import { randomUUID } from 'node:crypto';
import { CHECKOUT_API_MESSAGES } from 'shared-contracts/api/checkout';
import { compiledOncePerShape } from '../../platform/db/compiled-once';
import type { Db } from '../../platform/db/index';
import { conflict } from '../../platform/http-errors';
import {
  CART_API_MESSAGES,
  type CartLines,
  cartIdOrNil,
  type OwnerColumn,
  ownerColumn,
  skuQuantitiesOfCart,
  stockMessage,
} from '../cart/index';
import {
  getSkuDetails,
  releaseReservation,
  reservationOf,
  reserveStockStatement,
  type StockWant,
} from '../catalog/index';
import { claimOrAnswer } from './idempotency';
import type { CheckoutDeps, CheckoutOwner, IdempotencyKeyClaim } from './order-context';
import { keyClaimStatement } from './queries';
import { step } from './workflow';

export interface StockReservation {
  id: string;
  /** By SKU, in sku order; empty when the cart was not the owner's active cart or held nothing. */
  wants: StockWant[];
}

/** The shelf's answer for a SKU it could not give: how many are left, or that it is not sold. */
async function shortOf(deps: CheckoutDeps, sku: string): Promise<string> {
  const details = (await getSkuDetails(deps.db, [sku])).get(sku);
  return details ? stockMessage(details) : CART_API_MESSAGES.productUnavailable(sku);
}

type ReservationValues = { id: string; cartId: string; ownerId: string } & Pick<
  IdempotencyKeyClaim,
  'scope' | 'key' | 'requestHash'
>;

/**
 * The reservation straight from the owner's cart (decision 0036), claiming the request's
 * Idempotency-Key in the same statement when it has one (decision 0059); compiled once per owner
 * column and claim (decision 0045).
 */
const reserveFromCart = compiledOncePerShape(
  (db: Db, v: ReservationValues, shape: { column: OwnerColumn; claimsKey: boolean }) =>
    reserveStockStatement(
      v.id,
      skuQuantitiesOfCart(db, shape.column, v),
      shape.claimsKey ? keyClaimStatement(v) : undefined,
    ),
);

/**
 * Takes the cart's pieces off the shelf, all or none: a line the shelf no longer holds stops the
 * order (409 naming how many are left) before any transaction opens. A cart that is not the owner's
 * active one reserves nothing; the transaction's cart lock answers for it.
 *
 * The same statement claims the request's Idempotency-Key. A key taken already reserves nothing:
 * the key answers instead (a replay, or 409 while its first request runs), or, released or left by
 * a dead holder, is this request's now, and the stock is reserved on its own.
 */
export const reserveStock = step(
  'reserve the stock',
  async ({
    deps,
    owner,
    cartId,
    keyClaim,
  }: {
    deps: CheckoutDeps;
    owner: CheckoutOwner;
    cartId: string;
    keyClaim?: IdempotencyKeyClaim;
  }) => {
    const id = randomUUID();
    const { column, value: ownerId } = ownerColumn(owner);
    const values: ReservationValues = {
      id,
      cartId: cartIdOrNil(cartId),
      ownerId,
      // A shape's text holds only its own values: the key's are not sent when it claims none.
      scope: keyClaim?.scope ?? '',
      key: keyClaim?.key ?? '',
      requestHash: keyClaim?.requestHash ?? '',
    };
    const claimsKey = keyClaim !== undefined && !keyClaim.held;
    let { rows } = await reserveFromCart(deps.db, { column, claimsKey }, values);
    if (claimsKey && keyClaim) {
      if (rows[0]?.passed) keyClaim.held = true;
      else {
        await claimOrAnswer(deps.db, keyClaim);
        ({ rows } = await reserveFromCart(deps.db, { column, claimsKey: false }, values));
      }
    }
    const { wants, taken } = reservationOf(rows);
    const reservation: StockReservation = { id, wants };
    const short = wants.find((want) => !taken.has(want.sku));
    if (short) {
      if (taken.size > 0) await releaseReservation(deps.db, id);
      throw conflict(await shortOf(deps, short.sku));
    }
    return reservation;
  },
  async ({ input, output }) => {
    if (output.wants.length > 0) await releaseReservation(input.deps.db, output.id);
  },
);

/**
 * The reserved pieces become the order's (with its commit): the cart's opening claimed them
 * (cart-steps.ts). The locked cart must hold what was reserved: a cart changed in between stops the
 * order (409); a reservation the sweep already gave back (a worker stalled for minutes) fails it as
 * a server error, which the Idempotency-Key's retry places afresh.
 */
export function assertReservationClaimed(lines: CartLines, reservation: StockReservation, claimed: number): void {
  const bySku = new Map<string, number>();
  for (const item of lines.items) bySku.set(item.sku, (bySku.get(item.sku) ?? 0) + item.quantity);
  const same =
    bySku.size === reservation.wants.length && reservation.wants.every((want) => bySku.get(want.sku) === want.quantity);
  if (!same) throw conflict(CHECKOUT_API_MESSAGES.cartChanged);
  if (claimed !== reservation.wants.length) {
    throw new Error('the stock reservation was given back before the order could claim it');
  }
}
