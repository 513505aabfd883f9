/**
 * The content seed is consistent: every product can be bought (SKUs, prices), every link and
 * image it refers to exists, and the catalogue covers every display type the pages render.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PAGE_NAMES,
  PRODUCT_DISPLAY_TYPES,
  PRODUCT_GROUP_DISPLAY_TYPES,
  type ProductDocument,
} from 'shared-contracts/api/content';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ART, productImagePath } from '../../src/seed/art/catalog-art';
import { finishDefs } from '../../src/seed/art/finishes';
import { renderView, viewNames } from '../../src/seed/art/views';
import { seedContent } from '../../src/seed/content';
import { DOCUMENTS } from '../../src/seed/content/documents';
import { generateLargeCatalog } from '../../src/seed/large-catalog';

const MEDIA_ROOT = fileURLToPath(new URL('../../media', import.meta.url));
const { products, productGroups, priceList, pages } = seedContent;
const bySlug = new Map(products.map((p) => [p.slug, p]));
const groupBySlug = new Map(productGroups.map((g) => [g.slug, g]));
const priceBySku = new Map(priceList.map((r) => [r.sku, r]));
const allSkus = products.flatMap((p) => p.skus);

/** Every string anywhere inside a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const everyString = strings(seedContent);

function stockOf(p: ProductDocument): number[] {
  return p.skus.map((s) => priceBySku.get(s.sku)?.qtyOnHand ?? -1);
}

describe('products and SKUs', () => {
  it('every product has at least one SKU and SKU codes are unique', () => {
    for (const p of products) expect(p.skus.length, p.slug).toBeGreaterThan(0);
    expect(new Set(allSkus.map((s) => s.sku)).size).toBe(allSkus.length);
  });

  it('product slugs and document ids are unique and URL-safe', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.documentId)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every SKU names exactly one option of each variant type, in cascade order', () => {
    for (const p of products) {
      for (const sku of p.skus) {
        expect(
          sku.product_variant_options.map((o) => o.product_variant_type),
          sku.sku,
        ).toEqual(p.product_variant_types.map((t) => t.title));
        sku.product_variant_options.forEach((o, i) => {
          const type = p.product_variant_types[i];
          expect(
            type?.options.find((opt) => opt.id === o.id && opt.title === o.title),
            `${sku.sku} ${o.title}`,
          ).toBeDefined();
        });
      }
    }
  });

  it('each combination exists once, every option is used, and not every combination exists', () => {
    let someProductIsSparse = false;
    for (const p of products) {
      const combos = p.skus.map((s) => s.product_variant_options.map((o) => o.id).join('/'));
      expect(new Set(combos).size, p.slug).toBe(combos.length);
      for (const type of p.product_variant_types) {
        for (const option of type.options) {
          const used = p.skus.some((s) => s.product_variant_options.some((o) => o.id === option.id));
          expect(used, `${p.slug}: ${type.title} ${option.title} has no SKU`).toBe(true);
        }
      }
      const full = p.product_variant_types.reduce((n, t) => n * t.options.length, 1);
      if (p.product_variant_types.length > 1 && p.skus.length < full) someProductIsSparse = true;
    }
    expect(someProductIsSparse).toBe(true);
  });

  it('option ids are unique across the catalogue', () => {
    const ids = products.flatMap((p) => p.product_variant_types.flatMap((t) => t.options.map((o) => o.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('colour swatches name options of the product and are CSS colours', () => {
    for (const p of products.filter((x) => x.color_swatch)) {
      const titles = new Set(p.product_variant_types.flatMap((t) => t.options.map((o) => o.title)));
      for (const o of p.color_swatch?.options ?? []) {
        expect(titles.has(o.title), `${p.slug} swatch ${o.title}`).toBe(true);
        expect(o.value).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('restricted states are two-letter codes and restricted zips five digits', () => {
    for (const sku of allSkus) {
      for (const s of sku.restricted_states) expect(s.value).toMatch(/^[A-Z]{2}$/);
      for (const z of sku.restricted_zips) expect(z.zip).toMatch(/^\d{5}$/);
    }
    const restricted = allSkus.filter((s) => s.restricted_states.some((r) => r.value === 'CA'));
    expect(restricted.length).toBeGreaterThan(0);
    expect(allSkus.some((s) => s.restricted_zips.some((z) => z.zip === '60601'))).toBe(true);
    // a ten-round variant of a restricted pistol is sellable everywhere
    const compact = bySlug.get('sentinel-9-compact');
    const ten = compact?.skus.find((s) => s.product_variant_options.some((o) => o.title === '10-Round'));
    expect(ten?.restricted_states).toEqual([]);
  });

  it('receiver items are FFL items', () => {
    for (const p of products.filter((x) => x.receiver_item)) expect(p.ffl_item, p.slug).toBe(true);
  });
});

describe('price list', () => {
  it('every SKU has exactly one price row and every row belongs to a SKU', () => {
    expect(priceList.length).toBe(allSkus.length);
    for (const sku of allSkus) expect(priceBySku.has(sku.sku), sku.sku).toBe(true);
  });

  it('prices are positive and discounts are consistent', () => {
    for (const r of priceList) {
      expect(r.price, r.sku).toBeGreaterThan(0);
      expect(r.qtyOnHand).toBeGreaterThanOrEqual(0);
      if (r.bestDiscountPercentage === 0) expect(r.bestDiscountedPrice, r.sku).toBeNull();
      else {
        expect(r.bestDiscountedPrice, r.sku).not.toBeNull();
        expect(r.bestDiscountedPrice ?? 0).toBeLessThan(r.price);
        expect(r.bestDiscountedPrice ?? 0).toBeCloseTo(r.price * (1 - r.bestDiscountPercentage / 100), 1);
      }
    }
    expect(priceList.some((r) => r.bestDiscountedPrice !== null)).toBe(true);
  });

  it('covers the stock cases the pages show', () => {
    const mixed = products.filter(
      (p) => p.skus.length > 1 && stockOf(p).some((q) => q === 0) && stockOf(p).some((q) => q > 0),
    );
    expect(mixed.length).toBeGreaterThan(0);
    const single = products.filter((p) => !p.ffl_item && p.skus.length === 1 && p.product_variant_types.length === 0);
    expect(
      single.some((p) => (stockOf(p)[0] ?? 0) > 0),
      'quick-add accessory',
    ).toBe(true);
    expect(
      single.some((p) => stockOf(p)[0] === 0),
      'out-of-stock accessory without variants',
    ).toBe(true);
  });
});

describe('catalogue coverage', () => {
  it('has at least 12 firearms, all FFL items, and at least 12 other products', () => {
    const firearms = products.filter((p) =>
      ['rifles', 'pistols'].includes(p.breadcrumbs[1]?.url.split('/').pop() ?? ''),
    );
    expect(firearms.length).toBeGreaterThanOrEqual(12);
    for (const p of firearms) expect(p.ffl_item, p.slug).toBe(true);
    expect(products.filter((p) => !p.ffl_item).length).toBeGreaterThanOrEqual(12);
    expect(products.some((p) => p.receiver_item)).toBe(true);
  });

  it('uses every product display type and every collection display type', () => {
    for (const t of PRODUCT_DISPLAY_TYPES)
      expect(
        products.some((p) => p.display_type === t),
        t,
      ).toBe(true);
    for (const t of PRODUCT_GROUP_DISPLAY_TYPES)
      expect(
        productGroups.some((g) => g.display_type === t),
        t,
      ).toBe(true);
  });

  it('every page of the specification is seeded', () => {
    for (const name of PAGE_NAMES) expect(pages[name], name).toBeDefined();
  });

  it('navigation has the four header menus with child links and hover images', () => {
    expect(pages.app.navigation.map((n) => n.key)).toEqual(['rifles', 'pistols', 'apparel', 'support']);
    for (const entry of pages.app.navigation) {
      expect(entry.child_navigations.length).toBeGreaterThanOrEqual(3);
      for (const c of entry.child_navigations) expect(c.hover_image.url).not.toBe(c.image.url);
    }
    const supportLinks = pages.app.navigation.find((n) => n.key === 'support')?.child_navigations.map((c) => c.url);
    expect(supportLinks).toEqual(
      expect.arrayContaining(['/support', '/warranty', '/faq', '/registration', '/media-library', '/contact-us']),
    );
  });

  it('limited edition has a current feature and three past editions of two images each', () => {
    const le = pages.limitededition;
    expect(le.current.url).toMatch(/^\/product\//);
    expect(le.past).toHaveLength(3);
    for (const past of le.past) expect(past.images).toHaveLength(2);
  });

  it('FAQ has at least eight questions and the carousel three or more slides', () => {
    expect(pages.faq.faqItemList.length).toBeGreaterThanOrEqual(8);
    expect(pages.home.carousel.length).toBeGreaterThanOrEqual(3);
    expect(pages.home.image_link_ribbon.length).toBeGreaterThanOrEqual(4);
  });
});

describe('links resolve', () => {
  it('related products and collection members are real products', () => {
    for (const p of products) for (const r of p.related_products) expect(bySlug.has(r), `${p.slug} -> ${r}`).toBe(true);
    for (const g of productGroups) for (const s of g.products) expect(bySlug.has(s), `${g.slug} -> ${s}`).toBe(true);
  });

  it('every /product/ and /collection/ link anywhere in the seed resolves', () => {
    for (const s of everyString) {
      const product = s.match(/^\/product\/([^/?#]+)$/);
      if (product?.[1]) expect(bySlug.has(product[1]), s).toBe(true);
      const group = s.match(/^\/collection\/([^/?#]+)$/);
      if (group?.[1]) expect(groupBySlug.has(group[1]), s).toBe(true);
    }
  });

  it('product filter values exist in the filters of every collection that lists the product', () => {
    for (const g of productGroups) {
      for (const slug of g.products) {
        const p = bySlug.get(slug);
        for (const fv of p?.filter_values ?? []) {
          const cat = g.filter_categories.find((c) => c.title === fv.category);
          if (cat)
            expect(
              cat.filter_options.map((o) => o.value),
              `${slug} ${fv.category}=${fv.value} in ${g.slug}`,
            ).toContain(fv.value);
        }
      }
    }
  });

  it('every /media/ path referenced exists in api/media', () => {
    const media = [...new Set(everyString.filter((s) => s.startsWith('/media/')))];
    expect(media.length).toBeGreaterThan(100);
    const missing = media.filter((m) => !existsSync(join(MEDIA_ROOT, m.slice('/media/'.length))));
    expect(missing).toEqual([]);
  });

  it('no image or document points outside the site', () => {
    const external = everyString.filter((s) => /^https?:\/\//.test(s) && /\.(svg|png|jpe?g|webp|pdf|mp4)$/i.test(s));
    expect(external).toEqual([]);
  });
});

describe('generated media', () => {
  it('product art on disk matches what the generator draws (run generate-art after changing it)', () => {
    for (const art of PRODUCT_ART.filter((_, i) => i % 4 === 0)) {
      const finish = art.finishes[0];
      if (!finish) continue;
      const subject = art.subject(finish);
      const view = viewNames(subject)[0] ?? 'left';
      const file = join(MEDIA_ROOT, productImagePath(art.slug, finish.key, view).slice('/media/'.length));
      expect(readFileSync(file, 'utf8'), art.slug).toBe(
        renderView(subject, finishDefs(finish), view, `${art.noun}, ${finish.title}`),
      );
    }
  });

  it('SVGs stay small and have no duplicated attributes', () => {
    const svgs = [...new Set(everyString.filter((s) => s.startsWith('/media/') && s.endsWith('.svg')))];
    for (const url of svgs) {
      const file = join(MEDIA_ROOT, url.slice('/media/'.length));
      expect(statSync(file).size, url).toBeLessThan(15 * 1024);
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      for (const tag of text.match(/<[a-zA-Z][^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]);
        expect(new Set(names).size, `${url}: ${tag.slice(0, 60)}`).toBe(names.length);
      }
    }
  });

  it('documents are real PDFs', () => {
    for (const doc of DOCUMENTS) {
      const bytes = readFileSync(join(MEDIA_ROOT, doc.file));
      expect(bytes.subarray(0, 8).toString('latin1'), doc.file).toBe('%PDF-1.4');
      expect(bytes.subarray(-6).toString('latin1').trim()).toBe('%%EOF');
    }
  });
});

describe('large benchmark catalogue', () => {
  it('generates the requested number of products, each SKU priced, deterministically', () => {
    const a = generateLargeCatalog(500);
    const b = generateLargeCatalog(500);
    expect(a.products).toHaveLength(500);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const skus = a.products.flatMap((p) => p.skus.map((s) => s.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(a.products.map((p) => p.slug)).size).toBe(500);
    const priced = new Set(a.priceList.map((r) => r.sku));
    for (const s of skus) expect(priced.has(s)).toBe(true);
    const slugs = new Set(a.products.map((p) => p.slug));
    for (const p of a.products) for (const r of p.related_products) expect(slugs.has(r), r).toBe(true);
    for (const g of a.productGroups) for (const s of g.products) expect(slugs.has(s), s).toBe(true);
  });

  it('defaults to ten thousand products', () => {
    expect(generateLargeCatalog().products).toHaveLength(10000);
  });
});
