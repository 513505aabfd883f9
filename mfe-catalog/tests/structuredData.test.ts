/**
 * JSON-LD builders (issue 14, src/shared/seo/structured-data.ts): schema.org Product with its
 * offers from the price list, BreadcrumbList, Organization, and the script that carries them.
 */
import { BRAND } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  breadcrumbJsonLd,
  formatPrice,
  jsonLdScript,
  organizationJsonLd,
  productJsonLd,
} from '../src/shared/seo/structured-data';
import { media, prices, product, rifle, sku } from './fixtures';

const API = 'https://api.shop.example';
const URL_OF = (slug: string) => `https://shop.example/product/${slug}`;

/** What the script carries, read back as a parser would. */
function scriptJson(html: string): unknown {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  if (!match?.[1]) throw new Error(`not a JSON-LD script: ${html}`);
  return JSON.parse(match[1]);
}

describe('productJsonLd', () => {
  it('describes a product with one sku as a Product with one Offer', () => {
    const ld = productJsonLd({ product: product(), prices, url: URL_OF('ridgeline-cap'), mediaBase: `${API}/` });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ridgeline Cap',
      description: 'A cap.',
      image: [`${API}/media/cap.svg`, `${API}/media/cap-1.svg`, `${API}/media/cap-2.svg`, `${API}/media/CAP-1.svg`],
      sku: 'CAP-1',
      brand: { '@type': 'Organization', name: BRAND.name },
      url: URL_OF('ridgeline-cap'),
      offers: {
        '@type': 'Offer',
        sku: 'CAP-1',
        name: 'CAP-1 description',
        price: '30.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: URL_OF('ridgeline-cap'),
      },
    });
  });

  it('gives a product with variants an AggregateOffer holding an Offer per priced sku, at its final price', () => {
    const ld = productJsonLd({ product: rifle(), prices, url: URL_OF('bridger-308'), mediaBase: API, brand: 'Acme' });
    expect(ld.brand).toEqual({ '@type': 'Organization', name: 'Acme' });
    expect(ld.sku).toBe('BR-308-20-BLK');
    const offers = ld.offers;
    if (offers?.['@type'] !== 'AggregateOffer') throw new Error('an AggregateOffer');
    expect(offers).toMatchObject({
      lowPrice: '1800.00', // the discounted price of BR-308-20-BLK
      highPrice: '2150.00',
      priceCurrency: 'USD',
      offerCount: 5,
      availability: 'https://schema.org/InStock',
      url: URL_OF('bridger-308'),
    });
    expect(offers.offers.map((o) => [o.sku, o.price, o.availability])).toEqual([
      ['BR-308-20-BLK', '1800.00', 'https://schema.org/InStock'],
      ['BR-308-20-FDE', '2000.00', 'https://schema.org/OutOfStock'],
      ['BR-308-24-BLK', '2100.00', 'https://schema.org/InStock'],
      ['BR-65-24-FDE', '2150.00', 'https://schema.org/InStock'],
      ['BR-65-24-BLK', '2150.00', 'https://schema.org/InStock'],
    ]);
    for (const offer of offers.offers) expect(offer.price).toMatch(/^\d+\.\d\d$/);
  });

  it('says OutOfStock when no sku is on hand, and leaves out skus the price list lacks', () => {
    const doc = product({ skus: [sku('CAP-1'), sku('CAP-2'), sku('CAP-3')] });
    const list = {
      'CAP-1': { price: 30, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: 0 },
      'CAP-2': { price: 19.999, bestDiscountPercentage: 0, bestDiscountedPrice: null, qtyOnHand: -2 },
    };
    const ld = productJsonLd({ product: doc, prices: list, url: URL_OF('cap'), mediaBase: API });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      offerCount: 2,
      lowPrice: '20.00',
      highPrice: '30.00',
      availability: 'https://schema.org/OutOfStock',
    });
    const single = productJsonLd({
      product: doc,
      prices: { 'CAP-3': list['CAP-1'] },
      url: URL_OF('cap'),
      mediaBase: API,
    });
    expect(single.offers).toMatchObject({
      '@type': 'Offer',
      sku: 'CAP-3',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('has no offers without prices (the price list did not load)', () => {
    const ld = productJsonLd({ product: rifle(), prices: null, url: URL_OF('bridger-308'), mediaBase: API });
    expect(ld).not.toHaveProperty('offers');
    expect(ld.name).toBe('Bridger Precision');
  });

  it('describes in plain text: markup removed, white space folded; the summary when there is no meta description', () => {
    const marked = product({ meta_data: { meta_title: '', meta_description: '  <b>Waxed</b>\n  canvas & brass  ' } });
    expect(productJsonLd({ product: marked, prices, url: URL_OF('x'), mediaBase: API }).description).toBe(
      'Waxed canvas & brass',
    );
    const bare = product({ meta_data: { meta_title: '', meta_description: '' } });
    expect(productJsonLd({ product: bare, prices, url: URL_OF('x'), mediaBase: API }).description).toBe('A cap.');
  });

  it('makes every image absolute once, and keeps URLs that already are', () => {
    const doc = product({
      image: { url: 'https://cdn.example/hero.jpg', alternativeText: '' },
      image_library: [media('cap-1'), media('cap-1'), { url: '', alternativeText: '' }],
      skus: [sku('CAP-1', [], { image: media('cap-1') })],
    });
    expect(productJsonLd({ product: doc, prices, url: URL_OF('x'), mediaBase: API }).image).toEqual([
      'https://cdn.example/hero.jpg',
      `${API}/media/cap-1.svg`,
    ]);
  });
});

describe('prices and stock', () => {
  it('writes prices with two decimals', () => {
    expect(formatPrice(1709.1)).toBe('1709.10');
    expect(formatPrice(30)).toBe('30.00');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
    expect(formatPrice(1949.999)).toBe('1950.00');
  });

  it('is in stock only while some are on hand', () => {
    expect(availabilityOf(1)).toBe('https://schema.org/InStock');
    expect(availabilityOf(0)).toBe('https://schema.org/OutOfStock');
    expect(availabilityOf(-3)).toBe('https://schema.org/OutOfStock');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1, the last item may be the page itself without a URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://shop.example/' },
        { name: 'Rifles', url: 'https://shop.example/collection/rifles' },
        { name: 'Bridger HR-1' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Rifles', item: 'https://shop.example/collection/rifles' },
        { '@type': 'ListItem', position: 3, name: 'Bridger HR-1' },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  it('names the shop, its site, logo and profiles', () => {
    expect(
      organizationJsonLd({
        name: BRAND.name,
        url: 'https://shop.example',
        logo: `${API}/media/brand/logo-light.svg`,
        sameAs: ['https://x.com/halvorsenarms'],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Halvorsen Arms',
      url: 'https://shop.example',
      logo: `${API}/media/brand/logo-light.svg`,
      sameAs: ['https://x.com/halvorsenarms'],
    });
    expect(organizationJsonLd({ name: 'A', url: 'https://a.example' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'A',
      url: 'https://a.example',
    });
  });
});

describe('jsonLdScript', () => {
  it('carries the object as JSON-LD that reads back the same', () => {
    const ld = productJsonLd({ product: rifle(), prices, url: URL_OF('bridger-308'), mediaBase: API });
    expect(scriptJson(jsonLdScript(ld))).toEqual(ld);
  });

  it('lets no content break out of the script element', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      description: '<!-- a & b --> \u2028 \u2029',
    };
    const html = jsonLdScript(hostile);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inner).toContain('\\u003c/script\\u003e');
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(scriptJson(html)).toEqual(hostile);
  });

  it('is a script a page parses as one element with the JSON as its text', () => {
    const data = { name: 'Cap </script><img src=x onerror=alert(1)>' };
    const host = document.createElement('div');
    host.innerHTML = jsonLdScript(data);
    expect(host.children).toHaveLength(1);
    const script = host.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data);
    expect(host.querySelector('img')).toBeNull();
  });
});
