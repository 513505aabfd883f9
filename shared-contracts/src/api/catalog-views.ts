/**
 * Answers of the catalogue endpoints that are not plain content documents: the expanded collection,
 * search suggestions, the price list and the sitemap's list of URLs. The catalog remote (and the
 * shell's server, for the sitemap) reads them; the API's content and catalog modules write them.
 */
import type { ContentPriceRow, Media, ProductDisplayType, ProductDocument, ProductGroupDocument } from './content';

/** `GET /strapi/product-groups/{slug}` answers `{ data }` with the product slugs expanded. */
export interface ProductGroupWithProducts extends Omit<ProductGroupDocument, 'products'> {
  products: ProductDocument[];
}

/** One row of `GET /strapi/products/search/{query}` (inside `data`, sorted by title). */
export interface ProductSearchResult {
  documentId: string;
  title: string;
  subtitle: string;
  slug: string;
  display_type: ProductDisplayType;
  image: Media;
  sku: string;
}

/** One word (or sku) of a search query that was mistyped, and the catalogue word it became. */
export interface SearchCorrection {
  from: string;
  to: string;
}

/**
 * `GET /strapi/products/search/{query}[?exact=true]`: the products in `data`, sorted by title, as
 * always. When the query as typed found nothing and a query with its mistyped words corrected did
 * (issue 15), `data` holds what the corrected query found and `meta` says so; an answer to a query
 * that found something as typed (or asked with `exact=true`) never has `meta`.
 */
export interface ProductSearchAnswer {
  data: ProductSearchResult[];
  meta?: {
    /** The query that was searched instead, lower-cased, e.g. 'muzzle brake' for 'Muzzel brake'. */
    correctedQuery: string;
    /** Each corrected word, in query order (to emphasise them in `correctedQuery`). */
    corrections: SearchCorrection[];
  };
}

/**
 * `GET Products` (and `GET Products/nocache`): price and stock keyed by sku, the whole list.
 * `GET Products/prices?skus=A,B` answers the same shape with only the asked skus that exist.
 */
export interface PriceListAnswer {
  products: Record<string, Omit<ContentPriceRow, 'sku'>>;
}

/** A product or collection the sitemap lists: its URL key and when its document last changed. */
export interface SitemapDocument {
  /** `/product/<slug>` or `/collection/<slug>` on the site. */
  slug: string;
  /** ISO 8601 time of the document's last change. */
  updatedAt: string;
}

/** A site page the sitemap lists (a content page, or a page the catalog builds without one). */
export interface SitemapPage {
  /** The site path, e.g. `/`, `/about-us`, `/copy/terms`. */
  path: string;
  /** ISO 8601 time of its content document's last change; null when the page has no document. */
  updatedAt: string | null;
}

/**
 * `GET /strapi/sitemap`: every public URL of the catalogue the sitemap needs (issue 14), in `data`.
 * Products and collections by slug (sorted by slug), pages by site path (home first).
 */
export interface SitemapAnswer {
  data: {
    products: SitemapDocument[];
    collections: SitemapDocument[];
    pages: SitemapPage[];
  };
}
