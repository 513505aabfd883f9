/**
 * The reviews widget behind one interface (spec 001 §1: "a reviews widget from a third-party
 * service ... keys come from runtime settings"). Two providers:
 * - embedded (default, works offline): our API's moderated reviews, rendered by this remote;
 * - vendor (Yotpo-style): the vendor's script and mount points, chosen when
 *   `getRuntimeConfig().providers.reviews` carries a key.
 * Each provider is its own chunk, loaded only when a reviews block is about to be seen.
 */
import type { ComponentType } from 'react';

export interface ProductReviewsProps {
  /** Our product id (content documentId): what the embedded provider asks our API for. */
  productId: string;
  /** The id the vendor knows the product by (the content's yotpo_product_id). */
  vendorProductId: string;
  productTitle: string;
  /** Product page path, e.g. /product/bridger-hr1 (the vendor widget links reviews to it). */
  productPath: string;
}

export interface ReviewsProvider {
  readonly kind: 'embedded' | 'vendor';
  /** The widget on every product page: summary, reviews and a way to write one. */
  ProductReviews: ComponentType<ProductReviewsProps>;
  /** The widget on /reviews (Customer Reviews): the site's reviews with user-related fields removed. */
  SiteReviews: ComponentType;
}
