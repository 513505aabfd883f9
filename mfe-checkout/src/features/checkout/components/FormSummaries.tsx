/**
 * What the billing step lists above its form: 'Errors in the Dealer Address Form', 'Errors in
 * the Billing Form' and 'Restricted Items in Cart'. Fetched with the form checks, whose texts it
 * shows: there is nothing to summarise before those checks have run.
 */
import type { CartItem } from 'shared-contracts';
import { CHECKOUT_SUMMARIES } from 'shared-contracts/schemas/form-texts';
import { ErrorSummary, type SummaryEntry } from './ErrorSummary';
import { RestrictedSummary } from './RestrictedSummary';

export interface FormSummariesProps {
  dealerEntries: SummaryEntry[];
  billingEntries: SummaryEntry[];
  restrictedItems: CartItem[];
  onShowRestricted: () => void;
}

export default function FormSummaries({
  dealerEntries,
  billingEntries,
  restrictedItems,
  onShowRestricted,
}: FormSummariesProps) {
  return (
    <>
      {dealerEntries.length > 0 && (
        <ErrorSummary id="dealer-errors" title={CHECKOUT_SUMMARIES.dealer} entries={dealerEntries} />
      )}
      {billingEntries.length > 0 && (
        <ErrorSummary id="billing-errors" title={CHECKOUT_SUMMARIES.billing} entries={billingEntries} />
      )}
      {restrictedItems.length > 0 && <RestrictedSummary items={restrictedItems} onReview={onShowRestricted} />}
    </>
  );
}
