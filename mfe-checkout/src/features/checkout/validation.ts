/**
 * The billing step's checks: the shared yup schemas (the very ones the API validates with) and
 * their form resolvers. Fetched on demand through load-validation.ts, so that a cold /checkout
 * paints and takes input before yup's code has arrived.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { billingFormSchema, CHECKOUT_SUMMARIES, dealerFormSchema } from 'shared-contracts/schemas/checkout';

export const billingResolver = yupResolver(billingFormSchema);
export const dealerResolver = yupResolver(dealerFormSchema);

export { billingFormSchema, CHECKOUT_SUMMARIES, dealerFormSchema };
