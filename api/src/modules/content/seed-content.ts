import type { ContentPriceRow, ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';

/** What the content seed (api/src/seed/content) exports as `seedContent`. */
export interface SeedContent {
  pages: Record<string, unknown>;
  products: ProductDocument[];
  productGroups: ProductGroupDocument[];
  priceList: ContentPriceRow[];
}
