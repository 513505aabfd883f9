/**
 * The content service the shop reads (paths as the content service names them): pages, products,
 * collections and product search. Every answer carries an ETag; a matching If-None-Match gets 304.
 */
import type { FastifyInstance } from 'fastify';
import type { ProductGroupWithProducts, ProductSearchResult } from 'shared-contracts/api/catalog-views';
import { sendWithEtag } from '../../plugins/etag';
import { badRequest, notFound } from '../../plugins/http-errors';
import {
  findPage,
  findProduct,
  findProductByDocumentId,
  findProductGroup,
  findProductsBySlugs,
  searchProducts,
} from './queries';

export const SEARCH_QUERY_MAX_LENGTH = 100;

export const contentMessages = {
  pageNotFound: (name: string) => `Page "${name}" was not found`,
  productNotFound: (title: string) => `Product "${title}" was not found`,
  productIdNotFound: (id: string) => `Product with id "${id}" was not found`,
  collectionNotFound: (title: string) => `Collection "${title}" was not found`,
  searchTooLong: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
};

/** Names in messages are cut so a giant path does not echo back whole. */
const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

const param = (name: string, description: string) => ({
  type: 'object',
  properties: { [name]: { type: 'string', description } },
  required: [name],
});

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>(
    '/strapi/page/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page, inside data.',
        params: param('name', 'e.g. home, footer, faq'),
      },
    },
    async (request, reply) => {
      const page = await findPage(app.db, request.params.name);
      if (page === undefined) throw notFound(contentMessages.pageNotFound(shown(request.params.name)));
      return sendWithEtag(request, reply, { data: page });
    },
  );

  const emptySearch = async (request: Parameters<typeof sendWithEtag>[0], reply: Parameters<typeof sendWithEtag>[1]) =>
    sendWithEtag(request, reply, { data: [] satisfies ProductSearchResult[] });
  app.get('/strapi/products/search', { schema: { hide: true } }, emptySearch);
  app.get('/strapi/products/search/', { schema: { hide: true } }, emptySearch);

  app.get<{ Params: { query: string } }>(
    '/strapi/products/search/:query',
    {
      schema: {
        tags: ['content'],
        summary: `Products whose title, subtitle, sku or description contain the query; sorted by title, at most 20.`,
        params: param('query', `at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
      },
    },
    async (request, reply) => {
      const { query } = request.params;
      if ([...query].length > SEARCH_QUERY_MAX_LENGTH) {
        throw badRequest(contentMessages.searchTooLong, { query: [contentMessages.searchTooLong] });
      }
      return sendWithEtag(request, reply, { data: await searchProducts(app.db, query) });
    },
  );

  app.get<{ Params: { documentId: string } }>(
    '/strapi/products/by-id/:documentId',
    {
      schema: {
        tags: ['content'],
        summary: 'A product by its documentId, as a one-item array in data.',
        params: param('documentId', ''),
      },
    },
    async (request, reply) => {
      const product = await findProductByDocumentId(app.db, request.params.documentId);
      if (!product) throw notFound(contentMessages.productIdNotFound(shown(request.params.documentId)));
      return sendWithEtag(request, reply, { data: [product] });
    },
  );

  app.get<{ Params: { title: string } }>(
    '/strapi/products/:title',
    {
      schema: {
        tags: ['content'],
        summary: 'A product by slug or title (case-insensitive), as a one-item array in data.',
        params: param('title', 'slug or title'),
      },
    },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.title);
      if (!product) throw notFound(contentMessages.productNotFound(shown(request.params.title)));
      return sendWithEtag(request, reply, { data: [product] });
    },
  );

  app.get<{ Params: { title: string } }>(
    '/strapi/product-groups/:title',
    {
      schema: {
        tags: ['content'],
        summary: 'A collection by slug or title with its products expanded, in data.',
        params: param('title', 'slug or title'),
      },
    },
    async (request, reply) => {
      const group = await findProductGroup(app.db, request.params.title);
      if (!group) throw notFound(contentMessages.collectionNotFound(shown(request.params.title)));
      const products = await findProductsBySlugs(app.db, group.products ?? []);
      if (products.length < (group.products ?? []).length) {
        request.log.warn({ collection: group.slug }, 'collection names products that are not in the store');
      }
      const data: ProductGroupWithProducts = { ...group, products };
      return sendWithEtag(request, reply, { data });
    },
  );
}
