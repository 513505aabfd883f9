/**
 * Reviews of the embedded reviews provider (the widget on every product page and on /reviews):
 * - GET  /reviews/products/{productId}  summary + approved reviews of one product, newest first;
 * - POST /reviews/products/{productId}  a new review (captcha checked), stored pending moderation;
 * - GET  /reviews/recent                the site's approved reviews, reviewer reduced to a display name.
 */
import type { FastifyInstance } from 'fastify';
import { reviewListQuerySchema, reviewSubmitSchema } from 'shared-contracts/schemas/reviews';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { enforceRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { requireCaptcha } from '../../providers/captcha/index';
import { requireAccount } from '../auth/index';
import {
  apiError,
  listQuery,
  productIdParam,
  productReviewsAnswer,
  reviewSubmittedAnswer,
  siteReviewsAnswer,
} from './openapi';
import { listReviewsOfUser } from './queries';
import { getProductReviews, getRecentReviews, requireReviewedProduct, submitReview } from './service';

export const REVIEW_RATE_LIMITS = {
  /** Reviews written from one address: plenty for a household, nothing for a spam run. */
  perClient: { name: 'review:ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { productId: string } }>(
    '/reviews/products/:productId',
    {
      ...validatedByYup,
      schema: {
        tags: ['reviews'],
        summary: "A product's rating summary and approved reviews, newest first (paged).",
        params: productIdParam,
        querystring: listQuery,
        response: { 200: productReviewsAnswer, 400: apiError, 404: apiError },
      },
    },
    async (request) => {
      const product = await requireReviewedProduct(app.db, request.params.productId);
      const query = await validate(reviewListQuerySchema, request.query);
      return getProductReviews(app.db, product, query);
    },
  );

  app.post<{ Params: { productId: string } }>(
    '/reviews/products/:productId',
    {
      ...validatedByYup,
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (captcha required). It is stored pending moderation and shown once approved.',
        params: productIdParam,
        body: openApiBody(reviewSubmitSchema),
        response: { 201: reviewSubmittedAnswer, 400: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const product = await requireReviewedProduct(app.db, request.params.productId);
      const input = await validate(reviewSubmitSchema, request.body);
      await enforceRateLimit(app.db, reply, REVIEW_RATE_LIMITS.perClient, request.ip);
      await requireCaptcha(request, input.captcha);
      const answer = await submitReview(app.db, product, input, request.identity);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/reviews/recent',
    {
      ...validatedByYup,
      schema: {
        tags: ['reviews'],
        summary: "The site's approved reviews, newest first (paged), with the site-wide rating summary.",
        querystring: listQuery,
        response: { 200: siteReviewsAnswer, 400: apiError },
      },
    },
    async (request) => getRecentReviews(app.db, await validate(reviewListQuerySchema, request.query)),
  );

  app.get(
    '/reviews/mine',
    {
      schema: { tags: ['reviews'], summary: 'The reviews the signed-in customer wrote, with their moderation status.' },
    },
    async (request, reply) => {
      const account = await requireAccount(request);
      reply.header('cache-control', 'private, no-store');
      const rows = await listReviewsOfUser(app.db, account.userId);
      return {
        reviews: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          title: row.title,
          body: row.body,
          status: MODERATION_LABELS[row.status as keyof typeof MODERATION_LABELS] ?? 'Pending',
          createdAt: new Date(row.created_at).toISOString(),
          productTitle: row.product_title ?? 'A product no longer sold',
          productUrl: row.product_slug ? `/product/${row.product_slug}` : null,
        })),
      };
    },
  );
}

/** What the customer reads for each moderation state. */
const MODERATION_LABELS = { pending: 'Pending', approved: 'Published', rejected: 'Rejected' } as const;
