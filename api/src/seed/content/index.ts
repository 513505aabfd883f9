/**
 * The content seed: every page, product, collection and price row of Halvorsen Arms. The API
 * platform loads this into the database; nothing here talks to a database itself.
 */
import type {
  ContentPriceRow,
  PageName,
  PagesByName,
  ProductDocument,
  ProductGroupDocument,
} from 'shared-contracts/api/content';
import { pages } from './pages';
import { accessoryProducts } from './products/accessories';
import { ammunitionAndNfaProducts } from './products/ammunition-and-nfa';
import { apparelProducts } from './products/apparel';
import { productGroups } from './products/collections';
import { pistolProducts } from './products/pistols';
import { buildPriceList } from './products/prices';
import { rifleProducts } from './products/rifles';

/** Page documents by name; a mapped type so it is also a plain `Record<string, unknown>`. */
export type SeedPages = { [N in PageName]: PagesByName[N] };

export interface SeedContent {
  pages: SeedPages;
  products: ProductDocument[];
  productGroups: ProductGroupDocument[];
  priceList: ContentPriceRow[];
}

const products: ProductDocument[] = [
  ...rifleProducts,
  ...pistolProducts,
  ...accessoryProducts,
  ...ammunitionAndNfaProducts,
  ...apparelProducts,
];

export const seedContent: SeedContent = {
  pages,
  products,
  productGroups,
  priceList: buildPriceList(products),
};

export { pages, productGroups, products };
