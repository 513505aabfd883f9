/**
 * Answers of the catalogue endpoints that are not plain content documents: the expanded collection,
 * search suggestions and the price list. The catalog remote reads them; the API's content and
 * catalog modules write them.
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

/** `GET Products` (and `GET Products/nocache`): price and stock keyed by sku. */
export interface PriceListAnswer {
  products: Record<string, Omit<ContentPriceRow, 'sku'>>;
}
