/**
 * Payment gateway: authorises (and captures) an amount against the opaque token the browser's
 * tokeniser produced. The API never sees, stores or logs a card number: only this token, which
 * is passed straight to the gateway and dropped.
 */
import type { Cents } from '../../shared/money';

export interface PaymentBilling {
  name: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
}

export interface AuthorizeRequest {
  amount: Cents;
  token: string;
  billing: PaymentBilling;
  /** Our reference for the attempt (shown in the gateway's reports), at most 20 characters. */
  orderRef: string;
}

export interface AuthorizeResult {
  approved: boolean;
  transactionId?: string;
  /** The gateway's own words; shown to the shopper on a decline. */
  message: string;
}

/** Money back on a captured transaction (issue 29): at most what it captured, in cents. */
export interface RefundRequest {
  transactionId: string;
  amount: Cents;
  /** Our reference (the order number), at most 20 characters. */
  orderRef: string;
}

/** The gateway's answer to a void or a refund: approved, its own transaction id, its words. */
export type PaymentActionResult = AuthorizeResult;

export interface PaymentGateway {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Undo an approved charge when the order could not be kept after all (best effort). */
  voidTransaction?(transactionId: string): Promise<void>;
  /** Voids a transaction not yet settled (a cancelled order): the whole charge disappears. */
  void(transactionId: string): Promise<PaymentActionResult>;
  /** Refunds part or all of a captured transaction. */
  refund(request: RefundRequest): Promise<PaymentActionResult>;
}

/** The gateway could not be asked (network, timeout, malformed answer): nothing is kept, the shopper may retry. */
export class PaymentUnavailableError extends Error {
  constructor(message = 'The payment service could not be reached. Nothing was charged; please try again.') {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}
