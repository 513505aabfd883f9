/**
 * Tax provider: the embedded state rate table by default, an external tax service when
 * TAX_PROVIDER_URL is set. Both are asked on every cart compute and again at checkout.
 */
import type { Cents } from '../../shared/money';

export interface TaxLine {
  /** Cart item id (or order line index): lets an external service answer per line. */
  id: string;
  sku: string;
  quantity: number;
  /** What the line costs after its share of any discount, in cents. */
  amount: Cents;
}

export interface TaxAddress {
  line1: string;
  line2: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  postalCode: string;
  country: string;
  taxCode: string;
}

export interface TaxQuoteRequest {
  lines: TaxLine[];
  /** Shipping charge in cents. */
  shipping: Cents;
  address: TaxAddress;
}

export interface TaxProvider {
  readonly name: string;
  /** Tax in cents. */
  quote(request: TaxQuoteRequest): Promise<{ taxAmount: Cents }>;
}

/** Thrown when the tax service cannot give an answer; the API answers 502 and keeps nothing. */
export class TaxUnavailableError extends Error {
  constructor(message = 'Sales tax could not be calculated right now. Please try again.') {
    super(message);
    this.name = 'TaxUnavailableError';
  }
}
