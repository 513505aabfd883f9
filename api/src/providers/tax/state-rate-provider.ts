import { isUsStateCode } from 'shared-contracts/domain/us-states';
import type { Cents } from '../../shared/money';
import type { TaxProvider, TaxQuoteRequest } from './provider';
import { STATE_TAX_RULES } from './rates';

/** Tax of `amount` cents at `ratePercent`, rounded half up to a cent (integer arithmetic). */
export function taxAt(amount: Cents, ratePercent: number): Cents {
  const milliPercent = Math.round(ratePercent * 1000);
  return Math.round((amount * milliPercent) / 100_000);
}

/** The embedded default: the state's base rate on the lines, and on shipping where the state taxes it. */
export class StateRateTaxProvider implements TaxProvider {
  readonly name = 'state-rates';

  async quote({ lines, shipping, address }: TaxQuoteRequest): Promise<{ taxAmount: Cents }> {
    const state = address.state.toUpperCase();
    if (!isUsStateCode(state)) return { taxAmount: 0 };
    const rule = STATE_TAX_RULES[state];
    const goods = lines.reduce((sum, line) => sum + Math.max(0, line.amount), 0);
    const taxable = goods + (rule.taxesShipping ? shipping : 0);
    return { taxAmount: taxAt(taxable, rule.rate) };
  }
}
