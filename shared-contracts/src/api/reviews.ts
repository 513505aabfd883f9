/**
 * Product reviews: the answers of the reviews endpoints (API module `reviews`) that the catalog's
 * embedded reviews widget reads. Reviews are moderated: lists hold approved reviews only.
 */

export type StarRating = 1 | 2 | 3 | 4 | 5;

/** Star counts from best to worst, the order the distribution bars are drawn in. */
export const STAR_RATINGS_DESC: readonly StarRating[] = [5, 4, 3, 2, 1];

export interface ReviewSummary {
  /** Mean of the approved ratings, rounded to one decimal; 0 when there are none. */
  average: number;
  count: number;
  /** How many approved reviews gave each number of stars. */
  distribution: Record<StarRating, number>;
}

export interface ReviewPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The product a review is about; link to it with `/product/{slug}`. */
export interface ReviewedProduct {
  id: string;
  title: string;
  slug: string;
}

/** A review on its product's page. */
export interface ProductReview {
  id: string;
  rating: StarRating;
  title: string;
  body: string;
  displayName: string;
  /** The reviewer bought this product from the shop (an order of theirs holds one of its skus). */
  verifiedOwner: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /reviews/products/{productId}`: newest first. */
export interface ProductReviewsAnswer {
  product: ReviewedProduct;
  summary: ReviewSummary;
  reviews: ProductReview[];
  paging: ReviewPaging;
}

/**
 * A review on /reviews (Customer Reviews). The spec hosts the widget there "with its user-related
 * fields removed": of the reviewer only the display name is left (no verified-owner badge, no account).
 */
export interface SiteReview {
  id: string;
  rating: StarRating;
  title: string;
  body: string;
  displayName: string;
  createdAt: string;
  product: ReviewedProduct;
}

/** `GET /reviews/recent`: the site's approved reviews, newest first, with the site-wide summary. */
export interface SiteReviewsAnswer {
  summary: ReviewSummary;
  reviews: SiteReview[];
  paging: ReviewPaging;
}

/** `POST /reviews/products/{productId}`: stored, waiting for moderation, not shown yet. */
export interface ReviewSubmittedAnswer {
  message: string;
  review: { id: string; status: 'pending' };
}

export const REVIEWS_API = {
  product: (productId: string) => `/reviews/products/${encodeURIComponent(productId)}`,
  recent: '/reviews/recent',
} as const;
