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

/** `GET Products` (and `GET Products/nocache`): price and stock keyed by sku. */
export interface PriceListAnswer {
  products: Record<string, Omit<ContentPriceRow, 'sku'>>;
}
