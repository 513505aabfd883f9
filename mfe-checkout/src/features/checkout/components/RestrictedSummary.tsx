import type { CartItem } from 'shared-contracts';
import { CHECKOUT_SUMMARIES } from 'shared-contracts/schemas/form-texts';
import { button } from 'shared-kit/buttons';
import { ErrorSummary } from './ErrorSummary';

/** 'Restricted Items in Cart': shown above the form while the address blocks some items. */
export function RestrictedSummary({ items, onReview }: { items: CartItem[]; onReview: () => void }) {
  return (
    <ErrorSummary id="restricted-errors" title={CHECKOUT_SUMMARIES.restricted} entries={[]}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.productName}</li>
        ))}
      </ul>
      <button type="button" className={button('text', { size: 'xl' })} onClick={onReview}>
        Review restricted items
      </button>
    </ErrorSummary>
  );
}
