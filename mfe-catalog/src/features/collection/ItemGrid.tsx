import { type CollectionItem, toCardModel } from '../../shared/products/collection-item';
import { ProductCard } from '../../shared/ui/ProductCard';
import { canQuickAdd } from './collection-items';
import styles from './ItemGrid.module.css';
import { QuickAddButton } from './QuickAddButton';

/** Cards of collection items; the quick add button shows only where the rules allow it. */
export function ItemGrid({
  items,
  layout = 'grid',
  headingLevel = 2,
}: {
  items: CollectionItem[];
  layout?: 'grid' | 'cards';
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`${styles.grid} ${layout === 'cards' ? styles.cards : ''}`}>
      {items.map((item) => (
        <li key={item.productId} data-testid="collection-item">
          <ProductCard
            product={toCardModel(item)}
            headingLevel={headingLevel}
            variant={layout === 'cards' ? 'wide' : 'tile'}
            action={canQuickAdd(item) ? <QuickAddButton item={item} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
