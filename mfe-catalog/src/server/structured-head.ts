/**
 * The JSON-LD of a server-rendered catalog page, from what the page declared about itself
 * (shared/seo/page-structured-data.ts): Product with its offers and BreadcrumbList for a product,
 * BreadcrumbList for a collection, Organization for home.
 */
import { BRAND } from 'shared-contracts';
import type { SiteAddress } from 'shared-kit/server-render';
import type { Crumb, StructuredPage } from '../shared/seo/page-structured-data';
import { absoluteMediaUrl, breadcrumbJsonLd, organizationJsonLd, productJsonLd } from '../shared/seo/structured-data';

const trail = (crumbs: readonly Crumb[], origin: string) =>
  breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: `${origin}${crumb.url}` })));

export function structuredHead(page: StructuredPage | undefined, { origin, mediaBase }: SiteAddress): object[] {
  switch (page?.kind) {
    case 'product':
      return [
        productJsonLd({
          product: page.product,
          prices: page.prices,
          url: `${origin}/product/${page.product.slug}`,
          mediaBase,
        }),
        trail(page.crumbs, origin),
      ];
    case 'breadcrumbs':
      return page.crumbs.length > 0 ? [trail(page.crumbs, origin)] : [];
    case 'organization':
      return [
        organizationJsonLd({
          name: BRAND.name,
          url: `${origin}/`,
          logo: absoluteMediaUrl('/media/brand/logo-dark.svg', mediaBase),
        }),
      ];
    default:
      return [];
  }
}
