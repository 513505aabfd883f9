/**
 * Opened straight on the payment step (a reload) without passing Next in this visit: the stored
 * forms are checked again by the shared schemas and the payment checks run once more; anything
 * missing sends the shopper back to billing.
 */
import { useEffect, useRef } from 'react';
import type { CartWithLines, CheckoutStep } from 'shared-contracts';
import { hasFflItems } from '../cart-kind';
import { initialBilling, initialDealer } from '../form-defaults';
import { loadValidation } from '../load-validation';
import type { CheckoutForms, PrepareOutcome } from '../prepare-payment';
import { prepare } from './prepare';

interface GuardInput {
  step: CheckoutStep;
  forms: CheckoutForms | null;
  loaded: boolean;
  placed: boolean;
  cart: CartWithLines;
  accountEmail: string | null;
  goTo: (step: CheckoutStep, replace?: boolean) => void;
  handleOutcome: (outcome: PrepareOutcome, prepared: CheckoutForms) => void;
}

export function usePaymentGuard({ step, forms, loaded, placed, cart, accountEmail, goTo, handleOutcome }: GuardInput) {
  const guardRan = useRef(false);
  useEffect(() => {
    if (step !== 'payment' || forms || !loaded || guardRan.current || placed) return;
    guardRan.current = true;
    const check = async (): Promise<boolean> => {
      const stored = await storedForms(hasFflItems(cart), accountEmail);
      if (!stored) {
        goTo('billing', true);
        return false;
      }
      const outcome = await prepare(cart, stored);
      handleOutcome(outcome, stored);
      return outcome.kind === 'ready';
    };
    // Once the forms passed, the guard is done for this visit: `forms` may be committed a render
    // later (while the payment step's code loads), and a guard run in between would compute again.
    // Otherwise it may run again (the shopper comes back to the payment step without Next).
    void check().then(
      (ready) => {
        if (!ready) guardRan.current = false;
      },
      () => {
        guardRan.current = false;
      },
    );
  }, [step, forms, loaded, cart, accountEmail, goTo, handleOutcome, placed]);
}

/** The stored forms, if they still pass the shared schemas. */
async function storedForms(needsDealer: boolean, accountEmail: string | null): Promise<CheckoutForms | null> {
  try {
    const { billingFormSchema, dealerFormSchema } = await loadValidation();
    const billing = await billingFormSchema.validate(initialBilling(accountEmail), { stripUnknown: true });
    const dealer = needsDealer ? await dealerFormSchema.validate(initialDealer(), { stripUnknown: true }) : null;
    return { billing, dealer };
  } catch {
    return null;
  }
}
