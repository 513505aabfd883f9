/** The embedded reviews provider (default, works offline): our API's moderated reviews. */
import type { ReviewsProvider } from '../reviews-provider';
import { ProductReviews } from './ProductReviews';
import { SiteReviews } from './SiteReviews';

export const embeddedReviewsProvider: ReviewsProvider = {
  kind: 'embedded',
  ProductReviews,
  SiteReviews,
};
