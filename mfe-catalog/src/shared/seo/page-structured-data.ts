/**
 * The structured data of the catalog's page types, in the form `useDocumentMeta` takes (made on the
 * server only, with the shop's origin and media base).
 */
import type { ProductDocument } from 'shared-contracts';
import type { PriceList } from '../content/price-list';
import type { PageExtras } from '../content/use-document-meta';
import { breadcrumbJsonLd, productJsonLd } from './structured-data';

type Crumb = { label: string; url: string };

const trail = (crumbs: readonly Crumb[], origin: string) =>
  breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: `${origin}${crumb.url}` })));

/** A product page: Product (offers with price, currency and availability) and its breadcrumbs. */
export function productPageData(product: ProductDocument, prices: PriceList | null, crumbs: readonly Crumb[]) {
  return (({ origin, mediaBase }) => [
    productJsonLd({ product, prices, url: `${origin}/product/${product.slug}`, mediaBase }),
    trail(crumbs, origin),
  ]) satisfies PageExtras['jsonLd'];
}

/** A collection or content page: its breadcrumbs. */
export function breadcrumbData(crumbs: readonly Crumb[]) {
  return (({ origin }) => (crumbs.length > 0 ? [trail(crumbs, origin)] : [])) satisfies PageExtras['jsonLd'];
}
