import type { ReactNode } from 'react';
import type { Media } from 'shared-contracts';
import { CatalogLink } from './CatalogLink';
import { MediaImage } from './MediaImage';
import { Price } from './Price';
import styles from './ProductCard.module.css';

export interface ProductCardModel {
  title: string;
  subtitle: string;
  url: string;
  image: Media;
  price: number | null;
  finalPrice: number | null;
  discountPercentage: number;
  priceFrom?: boolean;
  fflItem?: boolean;
  outOfStock?: boolean;
}

/** A product tile: big image, uppercase title, subtitle, price; an optional action underneath. */
export function ProductCard({
  product,
  action,
  headingLevel = 3,
  variant = 'tile',
}: {
  product: ProductCardModel;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  variant?: 'tile' | 'wide';
}) {
  const Heading = `h${headingLevel}` as 'h3';
  const onSale = product.finalPrice !== null && product.price !== null && product.finalPrice < product.price;
  return (
    <article className={`${styles.card} ${variant === 'wide' ? styles.wide : ''}`}>
      <CatalogLink to={product.url} className={styles.link}>
        <div className={styles.media}>
          <MediaImage
            media={product.image}
            alt={product.image.alternativeText || product.title}
            className={styles.image}
          />
          <div className={styles.badges}>
            {onSale && <span className={styles.sale}>Sale</span>}
            {product.fflItem && (
              <span className={styles.ffl} title="Ships to a licensed FFL dealer">
                FFL
              </span>
            )}
          </div>
        </div>
        <div className={styles.text}>
          <Heading className={styles.title}>{product.title}</Heading>
          {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
          <div className={styles.priceRow}>
            <Price
              price={product.price}
              finalPrice={product.finalPrice}
              discountPercentage={product.discountPercentage}
              from={product.priceFrom}
            />
            {product.outOfStock && <p className={styles.stock}>Out of stock</p>}
          </div>
        </div>
      </CatalogLink>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
