import { ProductCard } from '../../components/ProductCard';
import { type CollectionItem, canQuickAdd } from './collectionItems';
import styles from './ItemGrid.module.css';
import { QuickAddButton } from './QuickAddButton';

export function toCardModel(item: CollectionItem) {
  return {
    title: item.title,
    subtitle: item.subtitle,
    url: item.url,
    image: { url: item.imageUrl.src, alternativeText: item.imageUrl.alt },
    price: item.price,
    finalPrice: item.finalPrice,
    discountPercentage: item.discountPercentage,
    priceFrom: item.priceFrom,
    fflItem: item.fflItem,
    outOfStock: item.finalPrice !== null && item.qtyOnHand <= 0,
  };
}

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
