/**
 * The content service the shop reads: a page, a product (by slug, title or documentId), a
 * collection with its products expanded, and product search. Answers as the content routes send
 * them (inside `data`); what is not there is a 404 with a message naming it.
 */
import type { ProductGroupWithProducts, ProductSearchResult } from 'shared-contracts/api/catalog-views';
import type { ProductDocument } from 'shared-contracts/api/content';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/domain/limits';
import type { Db } from '../../platform/db/index';
import { badRequest, notFound } from '../../platform/http-errors';
import {
  findPage,
  findProduct,
  findProductByDocumentId,
  findProductGroup,
  findProductsBySlugs,
  searchProducts,
} from './queries';

export const contentMessages = {
  pageNotFound: (name: string) => `Page "${name}" was not found`,
  productNotFound: (title: string) => `Product "${title}" was not found`,
  productIdNotFound: (id: string) => `Product with id "${id}" was not found`,
  collectionNotFound: (title: string) => `Collection "${title}" was not found`,
  searchTooLong: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
};

/** Names in messages are cut so a giant path does not echo back whole. */
const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

export async function getPage(db: Db, name: string): Promise<{ data: unknown }> {
  const page = await findPage(db, name);
  if (page === undefined) throw notFound(contentMessages.pageNotFound(shown(name)));
  return { data: page };
}

export async function getProduct(db: Db, titleOrSlug: string): Promise<{ data: ProductDocument[] }> {
  const product = await findProduct(db, titleOrSlug);
  if (!product) throw notFound(contentMessages.productNotFound(shown(titleOrSlug)));
  return { data: [product] };
}

export async function getProductById(db: Db, documentId: string): Promise<{ data: ProductDocument[] }> {
  const product = await findProductByDocumentId(db, documentId);
  if (!product) throw notFound(contentMessages.productIdNotFound(shown(documentId)));
  return { data: [product] };
}

/** A collection with its products; `missing` counts the products it names that the store lacks. */
export async function getCollection(
  db: Db,
  titleOrSlug: string,
): Promise<{ data: ProductGroupWithProducts; missing: number }> {
  const group = await findProductGroup(db, titleOrSlug);
  if (!group) throw notFound(contentMessages.collectionNotFound(shown(titleOrSlug)));
  const products = await findProductsBySlugs(db, group.products ?? []);
  return { data: { ...group, products }, missing: (group.products ?? []).length - products.length };
}

/** Products matching `query` (see searchProducts); 400 when the query is too long. */
export async function search(db: Db, query: string): Promise<{ data: ProductSearchResult[] }> {
  if ([...query].length > SEARCH_QUERY_MAX_LENGTH) {
    throw badRequest(contentMessages.searchTooLong, { query: [contentMessages.searchTooLong] });
  }
  return { data: await searchProducts(db, query) };
}
