/**
 * The embedded provider's calls to our API (the shared HTTP client). Lists report their own errors
 * inside the widget (no toast for a block further down the page); the form shows the server's words.
 */
import {
  type ProductReviewsAnswer,
  REVIEWS_API,
  type ReviewSubmittedAnswer,
  type SiteReviewsAnswer,
} from 'shared-contracts';
import type { ReviewSubmitRequest } from 'shared-contracts/schemas/reviews';
import { apiCall } from 'shared-kit';

export const PRODUCT_PAGE_SIZE = 5;
export const SITE_PAGE_SIZE = 10;

export function fetchProductReviews(productId: string, page: number): Promise<ProductReviewsAnswer> {
  return apiCall<ProductReviewsAnswer>(REVIEWS_API.product(productId), {
    query: { page, pageSize: PRODUCT_PAGE_SIZE },
    skipErrorHandler: true,
  });
}

export function fetchSiteReviews(page: number): Promise<SiteReviewsAnswer> {
  return apiCall<SiteReviewsAnswer>(REVIEWS_API.recent, {
    query: { page, pageSize: SITE_PAGE_SIZE },
    skipErrorHandler: true,
  });
}

export function postReview(productId: string, review: ReviewSubmitRequest): Promise<ReviewSubmittedAnswer> {
  return apiCall<ReviewSubmittedAnswer>(REVIEWS_API.product(productId), {
    method: 'POST',
    body: review,
    skipErrorHandler: true,
  });
}
