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
import { requireCaptcha } from '../../providers/captcha/index';
import {
  apiError,
  listQuery,
  productIdParam,
  productReviewsAnswer,
  reviewSubmittedAnswer,
  siteReviewsAnswer,
} from './openapi';
import { getProductReviews, getRecentReviews, requireReviewedProduct, submitReview } from './service';

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
}
