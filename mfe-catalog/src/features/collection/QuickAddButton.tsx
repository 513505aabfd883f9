import { useEffect, useState } from 'react';
import { LIMITS } from 'shared-contracts';
import buttons from '../../components/Button.module.css';
import { addToCart } from '../cart/addToCart';
import type { CollectionItem } from './collectionItems';
import styles from './QuickAddButton.module.css';
import { cartLineFromItem } from './quickAdd';

/** Adds one unit (spec 001 §9: quick add quantity 1) of a product without variants. */
export function QuickAddButton({ item }: { item: CollectionItem }) {
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  // The confirmation stays briefly, then the button is ready for another unit.
  useEffect(() => {
    if (state !== 'added') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className={`${buttons.dark} ${styles.quick}`}
      aria-label={`Add ${item.title} to cart`}
      disabled={state === 'busy'}
      aria-busy={state === 'busy'}
      onClick={async () => {
        setState('busy');
        const ok = await addToCart(cartLineFromItem(item, LIMITS.quickAddQuantity));
        setState(ok ? 'added' : 'idle');
      }}
    >
      {state === 'busy' ? 'Adding…' : state === 'added' ? 'Added to Cart' : 'Add to Cart'}
    </button>
  );
}
