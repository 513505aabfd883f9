/**
 * JSON Schemas of the reviews answers, for the OpenAPI document (and Fastify's serializer). They
 * mirror the types in shared-contracts/api/reviews.ts; the route tests check answers against both.
 */
const stars = { type: 'integer', minimum: 1, maximum: 5 } as const;
const text = { type: 'string' } as const;

const product = {
  type: 'object',
  properties: { id: text, title: text, slug: { type: 'string', description: 'link with /product/{slug}' } },
  required: ['id', 'title', 'slug'],
} as const;

const summary = {
  type: 'object',
  description: 'Approved reviews only.',
  properties: {
    average: { type: 'number', description: 'mean rating, one decimal; 0 without reviews' },
    count: { type: 'integer' },
    distribution: {
      type: 'object',
      description: 'number of reviews per star count',
      properties: {
        1: { type: 'integer' },
        2: { type: 'integer' },
        3: { type: 'integer' },
        4: { type: 'integer' },
        5: { type: 'integer' },
      },
      required: ['1', '2', '3', '4', '5'],
    },
  },
  required: ['average', 'count', 'distribution'],
} as const;

const paging = {
  type: 'object',
  properties: { page: { type: 'integer' }, pageSize: { type: 'integer' }, totalPages: { type: 'integer' } },
  required: ['page', 'pageSize', 'totalPages'],
} as const;

const reviewFields = {
  id: { type: 'string', format: 'uuid' },
  rating: stars,
  title: text,
  body: text,
  displayName: text,
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const productReviewsAnswer = {
  type: 'object',
  properties: {
    product,
    summary,
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ...reviewFields, verifiedOwner: { type: 'boolean' } },
        required: [...Object.keys(reviewFields), 'verifiedOwner'],
      },
    },
    paging,
  },
  required: ['product', 'summary', 'reviews', 'paging'],
} as const;

export const siteReviewsAnswer = {
  type: 'object',
  properties: {
    summary,
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        description: 'User-related fields removed: the reviewer is the display name only.',
        properties: { ...reviewFields, product },
        required: [...Object.keys(reviewFields), 'product'],
      },
    },
    paging,
  },
  required: ['summary', 'reviews', 'paging'],
} as const;

export const reviewSubmittedAnswer = {
  type: 'object',
  properties: {
    message: text,
    review: {
      type: 'object',
      properties: { id: { type: 'string', format: 'uuid' }, status: { type: 'string', enum: ['pending'] } },
      required: ['id', 'status'],
    },
  },
  required: ['message', 'review'],
} as const;

export const apiError = {
  type: 'object',
  properties: {
    message: text,
    title: text,
    errors: { type: 'object', additionalProperties: { type: 'array', items: text } },
  },
  required: ['message'],
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
  },
} as const;

export const productIdParam = {
  type: 'object',
  properties: { productId: { type: 'string', description: 'the product documentId, e.g. prd0101' } },
  required: ['productId'],
} as const;
