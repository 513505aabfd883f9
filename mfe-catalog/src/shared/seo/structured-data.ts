/**
 * Structured data for search engines (issue 14): schema.org objects as JSON-LD, built by pure
 * functions from the content documents and the price list, and the `<script>` that carries one in
 * a page. No React and no runtime config: whoever renders passes the absolute URLs (page URL, the
 * API base that serves the media).
 */
import type { ContentPriceRow, Media, ProductDocument } from 'shared-contracts';
import { BRAND } from 'shared-contracts';
import { finalPrice } from '../content/price';

const SCHEMA = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
export const PRICE_CURRENCY = 'USD';

export type SchemaAvailability = typeof IN_STOCK | typeof OUT_OF_STOCK;

/** The price list as the catalog keeps it: a row per sku (GET Products). */
export type PriceRows = Record<string, Omit<ContentPriceRow, 'sku'>>;

export interface OrganizationLd {
  '@type': 'Organization';
  name: string;
  url?: string;
  logo?: string;
  sameAs?: string[];
}

export interface OfferLd {
  '@type': 'Offer';
  sku: string;
  name?: string;
  /** Two decimals, e.g. '1709.10'. */
  price: string;
  priceCurrency: string;
  availability: SchemaAvailability;
  itemCondition: 'https://schema.org/NewCondition';
  url: string;
}

export interface AggregateOfferLd {
  '@type': 'AggregateOffer';
  lowPrice: string;
  highPrice: string;
  priceCurrency: string;
  offerCount: number;
  availability: SchemaAvailability;
  url: string;
  offers: OfferLd[];
}

export interface ProductLd {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  name: string;
  description: string;
  image: string[];
  sku: string;
  brand: OrganizationLd;
  url: string;
  offers?: OfferLd | AggregateOfferLd;
}

export interface BreadcrumbListLd {
  '@context': typeof SCHEMA;
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item?: string }>;
}

export type OrganizationDocumentLd = OrganizationLd & { '@context': typeof SCHEMA };

/** A price as schema.org wants it: a string with two decimals, never a float's tail. */
export function formatPrice(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** InStock while some are on hand. */
export function availabilityOf(qtyOnHand: number): SchemaAvailability {
  return qtyOnHand > 0 ? IN_STOCK : OUT_OF_STOCK;
}

/** Text with any markup removed and its white space folded to single spaces. */
export function plainText(text: string): string {
  return text
    .replace(/<\/?[a-zA-Z][^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A media path of the API (`/media/...`) made absolute against `mediaBase`; absolute URLs stay. */
export function absoluteMediaUrl(path: string, mediaBase: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${mediaBase.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The product's images (main image, then its library, then each sku's), absolute, each once. */
function productImages(product: ProductDocument, mediaBase: string): string[] {
  const all: Array<Media | undefined> = [
    product.image,
    ...(product.image_library ?? []),
    ...product.skus.flatMap((sku) => [sku.image, ...(sku.image_library ?? [])]),
  ];
  const urls = all.flatMap((media) => (media?.url ? [absoluteMediaUrl(media.url, mediaBase)] : []));
  return [...new Set(urls)];
}

/** The description a search result shows: the page's meta description, else the about summary. */
function descriptionOf(product: ProductDocument): string {
  const candidates = [product.meta_data?.meta_description, product.about?.summary, product.subtitle, product.title];
  for (const candidate of candidates) {
    const text = plainText(candidate ?? '');
    if (text) return text;
  }
  return '';
}

/**
 * schema.org Product for a product page: name, plain-text description, absolute images, the first
 * sku, the brand, and its offers from the price list: an Offer for a product with one priced sku,
 * else an AggregateOffer (lowest and highest final price) holding an Offer per priced sku. A sku
 * without a price-list row cannot be bought and is left out; no priced sku, no `offers`.
 *
 * `url` is the page's absolute URL; `mediaBase` what media paths are relative to (the API base);
 * `brand` defaults to the shop's (BRAND.name).
 */
export function productJsonLd({
  product,
  prices,
  url,
  mediaBase,
  brand = BRAND.name,
}: {
  product: ProductDocument;
  prices: PriceRows | null;
  url: string;
  mediaBase: string;
  brand?: string;
}): ProductLd {
  const offers: OfferLd[] = product.skus.flatMap((sku) => {
    const row = prices?.[sku.sku];
    if (!row) return [];
    const description = plainText(sku.description ?? '');
    return [
      {
        '@type': 'Offer' as const,
        sku: sku.sku,
        ...(description ? { name: description } : {}),
        price: formatPrice(finalPrice(row)),
        priceCurrency: PRICE_CURRENCY,
        availability: availabilityOf(row.qtyOnHand),
        itemCondition: 'https://schema.org/NewCondition' as const,
        url,
      },
    ];
  });
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: descriptionOf(product),
    image: productImages(product, mediaBase),
    sku: product.skus[0]?.sku ?? '',
    brand: { '@type': 'Organization', name: brand },
    url,
    ...(offers.length > 0 ? { offers: offersLd(offers, url) } : {}),
  };
}

function offersLd(offers: OfferLd[], url: string): OfferLd | AggregateOfferLd {
  const [only] = offers;
  if (offers.length === 1 && only) return only;
  const amounts = offers.map((offer) => Number(offer.price));
  return {
    '@type': 'AggregateOffer',
    lowPrice: formatPrice(Math.min(...amounts)),
    highPrice: formatPrice(Math.max(...amounts)),
    priceCurrency: PRICE_CURRENCY,
    offerCount: offers.length,
    availability: offers.some((offer) => offer.availability === IN_STOCK) ? IN_STOCK : OUT_OF_STOCK,
    url,
    offers,
  };
}

/**
 * schema.org BreadcrumbList of the trail, in order (home first). Each `url` absolute; the last
 * item (the page itself) may go without one.
 */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url?: string }>): BreadcrumbListLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

/** schema.org Organization: the shop's name, site, logo (absolute URL) and social profiles. */
export function organizationJsonLd({
  name,
  url,
  logo,
  sameAs = [],
}: {
  name: string;
  url: string;
  logo?: string;
  sameAs?: readonly string[];
}): OrganizationDocumentLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name,
    url,
    ...(logo ? { logo } : {}),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/**
 * The `<script type="application/ld+json">` carrying `data`. Characters that could end the script
 * or start markup (`<`, `>`, `&`) and the JavaScript line separators are written as `\u` escapes,
 * which JSON reads back as the same text: no content can break out of the element.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `<script type="application/ld+json">${json}</script>`;
}
