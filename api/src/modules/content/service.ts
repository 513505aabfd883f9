/**
 * The content service the shop reads: a page, a product (by slug, title or documentId), a
 * collection with its products expanded, product search and the list of URLs a sitemap needs.
 * Answers as the content routes send them (inside `data`); what is not there is a 404 with a
 * message naming it.
 */
import type {
  ProductGroupWithProducts,
  ProductSearchAnswer,
  SitemapAnswer,
  SitemapDocument,
  SitemapPage,
} from 'shared-contracts/api/catalog-views';
import type { PageName, ProductDocument } from 'shared-contracts/api/content';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/domain/limits';
import type { Db } from '../../platform/db/index';
import { badRequest, notFound } from '../../platform/http-errors';
import {
  findPage,
  findProduct,
  findProductByDocumentId,
  findProductGroup,
  findProductsBySlugs,
  findVocabularyCandidates,
  listDocumentStamps,
  searchProducts,
} from './queries';
import { applyCorrections, type CorrectedQuery, planCorrection } from './typo-correction';

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

/**
 * Products matching `query` (see searchProducts); 400 when the query is too long. When the query as
 * typed finds nothing (and `exact` is not asked for), its mistyped words are corrected against the
 * catalogue's vocabulary and the corrected query is searched the same way; if that finds something,
 * the answer says so in `meta` (typo-correction.ts). A query that finds something as typed takes
 * exactly the path it always took.
 */
export async function search(db: Db, query: string, options: { exact?: boolean } = {}): Promise<ProductSearchAnswer> {
  if ([...query].length > SEARCH_QUERY_MAX_LENGTH) {
    throw badRequest(contentMessages.searchTooLong, { query: [contentMessages.searchTooLong] });
  }
  // PostgreSQL text never holds U+0000, so nothing contains it (and as a parameter it is refused).
  if (query.includes('\u0000')) return { data: [] };
  const data = await searchProducts(db, query);
  if (data.length > 0 || options.exact) return { data };
  return (await searchCorrected(db, query)) ?? { data };
}

/**
 * The answer for `query` with its mistyped words corrected, or null. Words first (one cheap look-up);
 * whole codes such as skus only when that corrected nothing or found nothing.
 */
async function searchCorrected(db: Db, query: string): Promise<ProductSearchAnswer | null> {
  const plan = planCorrection(query);
  const candidates = await findVocabularyCandidates(db, plan.wordTerms);
  const byWords = applyCorrections(plan, candidates, { wholeCodes: false });
  if (byWords) {
    const answer = await answerFor(db, byWords);
    if (answer) return answer;
  }
  if (plan.compoundTerms.length === 0) return null;
  for (const [term, near] of await findVocabularyCandidates(db, plan.compoundTerms)) candidates.set(term, near);
  const byCodes = applyCorrections(plan, candidates, { wholeCodes: true });
  if (!byCodes || byCodes.query === byWords?.query) return null;
  return answerFor(db, byCodes);
}

async function answerFor(db: Db, corrected: CorrectedQuery): Promise<ProductSearchAnswer | null> {
  const data = await searchProducts(db, corrected.query);
  if (data.length === 0) return null;
  return { data, meta: { correctedQuery: corrected.query, corrections: corrected.corrections } };
}

/**
 * Where the site shows each content page (the footer's and header's links); null for a document
 * that is no page of its own (the header and footer) or no page for search engines (sign-in
 * screens). A new page name must be given its place here.
 */
export const PAGE_PATHS: Record<PageName, string | null> = {
  home: '/',
  limitededition: '/limited-edition',
  aboutus: '/about-us',
  contactus: '/contact-us',
  dealerlocator: '/dealer-locator',
  dealerregistration: '/dealer-registration',
  faq: '/faq',
  medialibrary: '/media-library',
  warranty: '/warranty',
  resources: '/resources',
  support: '/support',
  terms: '/copy/terms',
  privacy: '/copy/privacy',
  patent: '/patents',
  app: null,
  footer: null,
  login: null,
  register: null,
  forgotpassword: null,
  resetpassword: null,
};

/** Site pages the catalog builds without a content document of their own. */
export const PAGES_WITHOUT_DOCUMENT: readonly string[] = ['/reviews'];

/**
 * Every public URL of the catalogue, for the sitemap: the products and collections in the store by
 * slug, the content pages that are published by site path (home first, in PAGE_PATHS order), then
 * the pages without a document. Each with its document's last change.
 */
export async function getSitemap(db: Db): Promise<SitemapAnswer> {
  const products: SitemapDocument[] = [];
  const collections: SitemapDocument[] = [];
  const pageChanges = new Map<string, string>();
  for (const { kind, key, updatedAt } of await listDocumentStamps(db)) {
    const stamp = { slug: key, updatedAt: updatedAt.toISOString() };
    if (kind === 'product') products.push(stamp);
    else if (kind === 'product_group') collections.push(stamp);
    else pageChanges.set(key, stamp.updatedAt);
  }
  const pages: SitemapPage[] = [];
  for (const [name, path] of Object.entries(PAGE_PATHS)) {
    const updatedAt = pageChanges.get(name);
    if (path !== null && updatedAt !== undefined) pages.push({ path, updatedAt });
  }
  for (const path of PAGES_WITHOUT_DOCUMENT) pages.push({ path, updatedAt: null });
  return { data: { products, collections, pages } };
}
