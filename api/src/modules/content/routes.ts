/**
 * The content service the shop reads (paths as the content service names them): pages, products,
 * collections, product search and the sitemap's list of URLs. Every answer carries an ETag; a
 * matching If-None-Match gets 304.
 */
import type { FastifyInstance } from 'fastify';
import type { ProductSearchResult } from 'shared-contracts/api/catalog-views';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/domain/limits';
import { searchQuerySchema } from 'shared-contracts/schemas/search';
import { sendWithEtag } from '../../platform/plugins/etag';
import { validate } from '../../platform/plugins/validate';
import { openApiBody, validatedByYup } from '../../platform/plugins/yup-openapi';
import { getCollection, getPage, getProduct, getProductById, getSitemap, search } from './service';

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
    async (request, reply) => sendWithEtag(request, reply, await getPage(app.db, request.params.name)),
  );

  const emptySearch = async (request: Parameters<typeof sendWithEtag>[0], reply: Parameters<typeof sendWithEtag>[1]) =>
    sendWithEtag(request, reply, { data: [] satisfies ProductSearchResult[] });
  app.get('/strapi/products/search', { schema: { hide: true } }, emptySearch);
  app.get('/strapi/products/search/', { schema: { hide: true } }, emptySearch);

  app.get<{ Params: { query: string } }>(
    '/strapi/products/search/:query',
    {
      ...validatedByYup,
      schema: {
        tags: ['content'],
        summary: `Products whose title, subtitle, sku or description contain the query; sorted by title, at most 20.`,
        description:
          'When the query as typed finds nothing, its mistyped words (4 letters or more) are corrected to the ' +
          "catalogue's nearest words and the corrected query is searched: the answer then has " +
          '`meta: { correctedQuery, corrections }`. `exact=true` searches the words as typed only.',
        params: param('query', `at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
        querystring: openApiBody(searchQuerySchema),
      },
    },
    async (request, reply) => {
      const { exact } = await validate(searchQuerySchema, request.query);
      return sendWithEtag(request, reply, await search(app.db, request.params.query, { exact }));
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
    async (request, reply) => sendWithEtag(request, reply, await getProductById(app.db, request.params.documentId)),
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
    async (request, reply) => sendWithEtag(request, reply, await getProduct(app.db, request.params.title)),
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
      const { data, missing } = await getCollection(app.db, request.params.title);
      if (missing > 0)
        request.log.warn({ collection: data.slug }, 'collection names products that are not in the store');
      return sendWithEtag(request, reply, { data });
    },
  );

  app.get(
    '/strapi/sitemap',
    {
      schema: {
        tags: ['content'],
        summary: 'Every public URL of the catalogue, for the sitemap, inside data.',
        description:
          '`products` and `collections`: `{ slug, updatedAt }` sorted by slug (the site shows them at ' +
          '`/product/<slug>` and `/collection/<slug>`); `pages`: `{ path, updatedAt }` of the published ' +
          'content pages, home first (`updatedAt` is null for a page without a content document).',
      },
    },
    async (request, reply) => sendWithEtag(request, reply, await getSitemap(app.db)),
  );
}
