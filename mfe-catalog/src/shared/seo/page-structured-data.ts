/**
 * What a catalog page says about itself for structured data: plain data, declared by the page in
 * the browser and on the server alike (`useDocumentMeta(..., { structured })`). Only the server
 * build turns it into JSON-LD (server/structured-head.ts), so the browser never loads the builders.
 */
import type { ProductDocument } from 'shared-contracts';
import type { PriceList } from '../content/price-list';

export type Crumb = { label: string; url: string };

export type StructuredPage =
  | { kind: 'product'; product: ProductDocument; prices: PriceList | null; crumbs: readonly Crumb[] }
  | { kind: 'breadcrumbs'; crumbs: readonly Crumb[] }
  | { kind: 'organization' };
