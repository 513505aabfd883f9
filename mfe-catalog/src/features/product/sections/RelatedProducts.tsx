import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProductDocument } from 'shared-contracts';
import { usePrices } from '../../../shared/content/price-list';
import { toCardModel, toCollectionItem } from '../../../shared/products/collection-item';
import { ProductCard } from '../../../shared/ui/ProductCard';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import { getProduct } from '../product-api';
import { Section } from './Section';
import styles from './sections.module.css';

/**
 * Related products by slug, each fetched once and cached like every product, priced by their own
 * skus. Below the fold: they are fetched when the visitor comes near them, so a phone opening a
 * product spends neither data nor main-thread time on them during the page's start.
 */
export function RelatedProducts({ slugs }: { slugs: string[] }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const [products, setProducts] = useState<ProductDocument[]>([]);
  const skus = useMemo(() => products.flatMap((p) => p.skus.map((s) => s.sku)), [products]);
  const prices = usePrices(skus);
  const key = slugs.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `slugs` is compared by value through `key`
  useEffect(() => {
    if (!near || slugs.length === 0) return;
    let alive = true;
    Promise.all(slugs.map((slug) => getProduct({ kind: 'slug', slug }))).then((found) => {
      if (alive) setProducts(found.filter((p): p is ProductDocument => p !== null));
    });
    return () => {
      alive = false;
    };
  }, [key, near]);
  // An empty element the page's layout ignores, watched until the visitor comes near it.
  if (products.length === 0) return <div ref={slot} />;
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
