/**
 * Adapter for an external tax service speaking plain JSON:
 *   POST {url}  { lines: [{ id, sku, quantity, amount }], shipping, address, currency: 'USD' }
 *   -> 200 { taxAmount }
 * Amounts on the wire are dollars (numbers with two decimals), as tax services expect.
 */
import { whileOrderWaits } from '../../platform/orders-first';
import { type Cents, toCents, toDollars } from '../../shared/money';
import { type TaxProvider, type TaxQuoteRequest, TaxUnavailableError } from './provider';

export interface ExternalTaxSettings {
  url: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  timeoutMs?: number;
}

export class ExternalTaxProvider implements TaxProvider {
  readonly name = 'external';

  constructor(private readonly settings: ExternalTaxSettings) {}

  async quote({ lines, shipping, address }: TaxQuoteRequest): Promise<{ taxAmount: Cents }> {
    const body = {
      currency: 'USD',
      lines: lines.map((line) => ({ ...line, amount: toDollars(line.amount) })),
      shipping: toDollars(shipping),
      address,
    };
    let answer: unknown;
    try {
      // The answer's body comes over the network too: read inside the wait.
      answer = await whileOrderWaits(async () => {
        const response = await fetch(this.settings.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new TaxUnavailableError();
        return response.json().catch(() => null);
      });
    } catch {
      throw new TaxUnavailableError();
    }
    const taxAmount = answer && typeof answer === 'object' ? (answer as { taxAmount?: unknown }).taxAmount : undefined;
    const value = typeof taxAmount === 'string' ? Number(taxAmount) : taxAmount;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new TaxUnavailableError();
    return { taxAmount: toCents(value) };
  }
}
