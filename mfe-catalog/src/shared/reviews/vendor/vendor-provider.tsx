/**
 * The third-party reviews provider (Yotpo-style), chosen when runtime settings carry a reviews key:
 * the vendor's script renders its widget into the mount points below. On /reviews the vendor's
 * reviews page widget is hosted with its user-related fields removed (hidden by our stylesheet).
 */
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from 'shared-contracts';
import type { ProductReviewsProps, ReviewsProvider } from '../reviews-provider';
import styles from './vendor.module.css';
import { loadYotpo } from './yotpo-script';

function useVendorScript(refreshKey: string): boolean {
  const key = getRuntimeConfig().providers.reviews?.key ?? '';
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new mount point (refreshKey) must be rendered by the vendor.
  useEffect(() => {
    let alive = true;
    setFailed(false);
    loadYotpo(key).then(
      ({ api, fresh }) => {
        if (alive && !fresh) api?.refreshWidgets?.();
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [key, refreshKey]);
  return failed;
}

function Unreachable() {
  return (
    <p className={styles.failed} role="alert">
      The reviews could not be loaded. Please try again later.
    </p>
  );
}

export function VendorProductReviews({ vendorProductId, productTitle, productPath }: ProductReviewsProps) {
  const failed = useVendorScript(vendorProductId);
  return (
    <div className={styles.vendor}>
      <div
        key={vendorProductId}
        className="yotpo yotpo-main-widget"
        data-product-id={vendorProductId}
        data-name={productTitle}
        data-url={`${window.location.origin}${productPath}`}
      />
      {failed && <Unreachable />}
    </div>
  );
}

export function VendorSiteReviews() {
  const failed = useVendorScript('site');
  return (
    <div className={`${styles.vendor} ${styles.site}`}>
      <div id="yotpo-testimonials-custom-tab" />
      {failed && <Unreachable />}
    </div>
  );
}

export const vendorReviewsProvider: ReviewsProvider = {
  kind: 'vendor',
  ProductReviews: VendorProductReviews,
  SiteReviews: VendorSiteReviews,
};
