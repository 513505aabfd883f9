/**
 * The checks before the payment step (restricted items, the compute call), fetched at Next: they
 * bring the shared schemas' cart rules, which the billing form does not need to show.
 */
import { type CartWithLines, notify } from 'shared-contracts';
import { CHECKOUT_PART_UNAVAILABLE } from '../load-validation';
import type { CheckoutForms, PrepareOutcome } from '../prepare-payment';

export async function prepare(cart: CartWithLines, forms: CheckoutForms): Promise<PrepareOutcome> {
  let module: typeof import('../prepare-payment');
  try {
    module = await import('../prepare-payment');
  } catch {
    notify.emit({ type: 'error', message: `Error: ${CHECKOUT_PART_UNAVAILABLE}` });
    return { kind: 'failed' };
  }
  return module.prepareForPayment(cart, forms);
}
