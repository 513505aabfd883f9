import { useEffect, useState } from 'react';
import type { ProductDocument } from 'shared-contracts';
import { ProductCard } from '../../../components/ProductCard';
import { toCollectionItem } from '../../collection/collectionItems';
import { toCardModel } from '../../collection/ItemGrid';
import type { PriceList } from '../../page-content/priceList';
import { getProduct } from '../productApi';
import { Section } from './Section';
import styles from './Sections.module.css';

/** Related products by slug, each fetched once and cached like every product. */
export function RelatedProducts({ slugs, prices }: { slugs: string[]; prices: PriceList | null }) {
  const [products, setProducts] = useState<ProductDocument[]>([]);
  const key = slugs.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `slugs` is compared by value through `key`
  useEffect(() => {
    let alive = true;
    Promise.all(slugs.map((slug) => getProduct({ kind: 'slug', slug }))).then((found) => {
      if (alive) setProducts(found.filter((p): p is ProductDocument => p !== null));
    });
    return () => {
      alive = false;
    };
  }, [key]);
  if (products.length === 0) return null;
  return (
    <Section title="Related Products" id="related-products" tone="deep">
      <ul className={styles.related}>
        {products.map((product) => (
          <li key={product.documentId}>
            <ProductCard product={toCardModel(toCollectionItem(product, prices))} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
