import { getRuntimeConfig } from 'shared-contracts';
import { Section } from './Section';
import styles from './Sections.module.css';

/**
 * Where the third-party reviews widget mounts (its key comes from runtime settings). Offline and
 * without a key the section says so instead of loading anything from outside.
 */
export function ReviewsSection({ productId, title }: { productId: string; title: string }) {
  const configured = getRuntimeConfig().providers.reviews !== null;
  return (
    <Section title="Customer Reviews" id="reviews">
      <div className={styles.reviews} data-yotpo-product-id={productId} data-product-title={title}>
        <div className={styles.stars} aria-hidden="true">
          ★★★★★
        </div>
        <p>{configured ? 'Loading reviews…' : `Reviews of the ${title} from verified owners will appear here.`}</p>
      </div>
    </Section>
  );
}
