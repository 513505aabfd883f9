/** What placing an order works with: its providers and settings, who orders, and what was sent. */
import type { FastifyBaseLogger } from 'fastify';
import type { CustomerInfo } from 'shared-contracts/schemas/checkout';
import type { Db } from '../../platform/db/index';
import type { AgeVerifier } from '../../providers/age-verification/index';
import type { Mailer } from '../../providers/mail/index';
import type { PaymentGateway } from '../../providers/payments/index';
import type { TaxProvider } from '../../providers/tax/index';
import type { CartOwner } from '../cart/index';

export interface CheckoutDeps {
  db: Db;
  tax: TaxProvider;
  payment: PaymentGateway;
  mailer: Mailer;
  /** Confirms the buyer's age for age-classed lines (issue 30); the attested date by default. */
  ageVerification: AgeVerifier;
  shopUrl: string;
  log: FastifyBaseLogger;
  /** The Pro Deal tier's percent off (settings): the order is priced as the cart showed it. */
  proDealDiscountPercent?: number;
}

export type CheckoutOwner = CartOwner & { email?: string };

/** The validated submit: the cart, the billing form, the dealer form (checked only for FFL items), the token. */
export interface PlaceOrderInput {
  cartId: string;
  customerInfo: CustomerInfo;
  dealerInfo: unknown;
  paymentToken: string;
  /** YYYY-MM-DD, for the compliance rules' age classes (issue 30). */
  dateOfBirth?: string;
  /**
   * The request's Idempotency-Key: claimed with the stock's reservation, answered in the order's
   * transaction when the order is placed.
   */
  idempotency?: IdempotencyAnswer;
}

/**
 * The request's Idempotency-Key of the caller `scope` (idempotency.ts). The statement that reserves
 * the order's stock claims it (decision 0059); `held` is set once this request holds the key, and
 * only then is an answer kept under it.
 */
export interface IdempotencyKeyClaim {
  scope: string;
  key: string;
  requestHash: string;
  held: boolean;
}

/** A request's Idempotency-Key and the answer a placed order gives to it. */
export interface IdempotencyAnswer {
  claim: IdempotencyKeyClaim;
  answerFor: (orderId: number) => { status: number; body: unknown };
}

/** Every step of placing an order runs in the order's one transaction `trx`. */
export interface OrderScope {
  deps: CheckoutDeps;
  trx: Db;
  owner: CheckoutOwner;
}
