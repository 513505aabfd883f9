/**
 * Product reviews of the embedded reviews provider: the summary and newest-first pages the widget
 * shows, and new reviews, which wait for moderation (status 'pending') before anybody sees them.
 */
import type {
  ProductReview,
  ProductReviewsAnswer,
  ReviewedProduct,
  ReviewPaging,
  ReviewSubmittedAnswer,
  ReviewSummary,
  SiteReview,
  SiteReviewsAnswer,
  StarRating,
} from 'shared-contracts/api/reviews';
import { REVIEW_MESSAGES, type ReviewListQuery, type ReviewSubmitRequest } from 'shared-contracts/schemas/reviews';
import type { Db } from '../../platform/db/index';
import type { ReviewStatus } from '../../platform/db/tables/reviews';
import { notFound } from '../../platform/http-errors';
import type { Identity } from '../auth/index';
import {
  countApprovedByRating,
  findReviewedProduct,
  hasOrderedProduct,
  insertReview,
  listApprovedForProduct,
  listApprovedSiteWide,
  type PublicReviewRow,
  type SiteReviewRow,
  setPendingReviewStatus,
} from './queries';

export const REVIEW_API_MESSAGES = {
  productNotFound: (id: string) => `Product with id "${id.length > 80 ? `${id.slice(0, 80)}…` : id}" was not found`,
} as const;

export function summarize(counts: Array<{ rating: number; count: number }>): ReviewSummary {
  const distribution: Record<StarRating, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const row of counts) {
    if (row.rating < 1 || row.rating > 5) continue;
    distribution[row.rating as StarRating] += row.count;
    count += row.count;
    sum += row.rating * row.count;
  }
  return { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, distribution };
}

function paging(query: ReviewListQuery, total: number): ReviewPaging & { offset: number } {
  return {
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    offset: (query.page - 1) * query.pageSize,
  };
}

/** What every public review shows; of the reviewer only the display name is kept. */
function publicFields(row: PublicReviewRow) {
  return {
    id: row.id,
    rating: row.rating as StarRating,
    title: row.title,
    body: row.body,
    displayName: row.display_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toProductReview(row: PublicReviewRow): ProductReview {
  return { ...publicFields(row), verifiedOwner: row.verified_owner };
}

function toSiteReview(row: SiteReviewRow): SiteReview {
  return {
    ...publicFields(row),
    product: { id: row.product_id, title: row.product_title, slug: row.product_slug },
  };
}

/** The product a review path names, or 404. */
export async function requireReviewedProduct(db: Db, productId: string): Promise<ReviewedProduct> {
  const product = await findReviewedProduct(db, productId);
  if (!product) throw notFound(REVIEW_API_MESSAGES.productNotFound(productId));
  return product;
}

export async function getProductReviews(
  db: Db,
  product: ReviewedProduct,
  query: ReviewListQuery,
): Promise<ProductReviewsAnswer> {
  const summary = summarize(await countApprovedByRating(db, product.id));
  const { offset, ...page } = paging(query, summary.count);
  const rows = summary.count > offset ? await listApprovedForProduct(db, product.id, query.pageSize, offset) : [];
  return { product, summary, reviews: rows.map(toProductReview), paging: page };
}

export async function getRecentReviews(db: Db, query: ReviewListQuery): Promise<SiteReviewsAnswer> {
  const summary = summarize(await countApprovedByRating(db, null));
  const { offset, ...page } = paging(query, summary.count);
  const rows = summary.count > offset ? await listApprovedSiteWide(db, query.pageSize, offset) : [];
  return { summary, reviews: rows.map(toSiteReview), paging: page };
}

/**
 * Stores a review as pending moderation. The verified-owner badge is earned, not claimed: it is set
 * only when the caller (signed-in user, or the guest session that checked out) ordered the product.
 */
export async function submitReview(
  db: Db,
  product: ReviewedProduct,
  input: ReviewSubmitRequest,
  identity: Identity,
): Promise<ReviewSubmittedAnswer> {
  const owner =
    identity.kind === 'user'
      ? { userId: identity.userId }
      : identity.kind === 'guest'
        ? { guestId: identity.guestId }
        : null;
  const verifiedOwner = owner ? await hasOrderedProduct(db, owner, product.id) : false;
  const id = await insertReview(db, {
    product_document_id: product.id,
    rating: input.rating,
    title: input.title,
    body: input.body,
    display_name: input.displayName,
    verified_owner: verifiedOwner,
    status: 'pending',
    user_id: owner && 'userId' in owner ? owner.userId : null,
    guest_id: owner && 'guestId' in owner ? owner.guestId : null,
  });
  return { message: REVIEW_MESSAGES.submitted, review: { id, status: 'pending' } };
}

/** Moderation: approve (publish) or reject a pending review. */
export function moderateReview(db: Db, id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<boolean> {
  return setPendingReviewStatus(db, id, status);
}
