/**
 * Loads the billing step's checks (validation.ts: yup, the shared schemas, the resolvers) the
 * first time they are needed: the shopper's first focus in the form (see BillingStep), a field
 * left, Next, or a reload on the payment step. The form's resolvers wait for it transparently.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

type Validation = typeof import('./validation');

/** Said (after 'Error: ') when a part of the checkout fetched on demand cannot be fetched. */
export const CHECKOUT_PART_UNAVAILABLE = 'Part of the checkout could not be loaded. Please try again.';

let loading: Promise<Validation> | null = null;

export function loadValidation(): Promise<Validation> {
  loading ??= import('./validation').catch(() => {
    loading = null; // a later attempt fetches it again
    throw new Error(CHECKOUT_PART_UNAVAILABLE);
  });
  return loading;
}

/** Starts the download early (first focus in the form); a failure is reported when it is needed. */
export function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

/** A form resolver that runs `pick(validation)` once the validation code has arrived. */
export function deferredResolver<T extends FieldValues>(pick: (validation: Validation) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await loadValidation())(values, context, options);
}
