import { formatUSD } from 'shared-contracts';
import styles from './Price.module.css';

export interface PriceProps {
  price: number | null;
  finalPrice: number | null;
  discountPercentage?: number;
  /** Variants differ in price: say "From". */
  from?: boolean;
  size?: 'md' | 'lg';
}

/** Price with, when discounted, the original struck through and the percentage off. */
export function Price({ price, finalPrice, discountPercentage = 0, from = false, size = 'md' }: PriceProps) {
  if (finalPrice === null || price === null) return null;
  const discounted = finalPrice < price;
  const percent = discountPercentage > 0 ? Math.round(discountPercentage) : Math.round((1 - finalPrice / price) * 100);
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      {from && <span className={styles.from}>From </span>}
      <span className={discounted ? styles.sale : styles.final}>
        {discounted && <span className="visually-hidden">Sale price </span>}
        {formatUSD(finalPrice)}
      </span>
      {discounted && (
        <>
          <s className={styles.original}>
            <span className="visually-hidden">Original price </span>
            {formatUSD(price)}
          </s>
          <span className={styles.off}>{percent}% off</span>
        </>
      )}
    </p>
  );
}
