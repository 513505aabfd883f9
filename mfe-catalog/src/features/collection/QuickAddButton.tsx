import { useEffect, useState } from 'react';
import { LIMITS } from 'shared-contracts';
import { button } from 'shared-kit/buttons';
import { useHydrated } from 'shared-kit/server-render';
import { addToCart } from '../../shared/cart/add-to-cart';
import type { CollectionItem } from '../../shared/products/collection-item';
import styles from './QuickAddButton.module.css';
import { cartLineFromItem } from './quick-add';

/** Adds one unit (spec 001 §9: quick add quantity 1) of a product without variants. */
export function QuickAddButton({ item }: { item: CollectionItem }) {
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  // It acts through the page's code: disabled until the page is hydrated.
  const hydrated = useHydrated();
  // The confirmation stays briefly, then the button is ready for another unit.
  useEffect(() => {
    if (state !== 'added') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  const label = state === 'busy' ? 'Adding…' : state === 'added' ? 'Added to Cart' : 'Add to Cart';
  return (
    <button
      type="button"
      className={`${button('dark', { size: 'lg' })} ${styles.quick}`}
      // The visible words first, then which product (WCAG 2.5.3: a voice user says what they see).
      aria-label={`${label}: ${item.title}`}
      disabled={state === 'busy' || !hydrated}
      aria-busy={state === 'busy'}
      onClick={async () => {
        setState('busy');
        const ok = await addToCart(cartLineFromItem(item, LIMITS.quickAddQuantity));
        setState(ok ? 'added' : 'idle');
      }}
    >
      {label}
    </button>
  );
}
