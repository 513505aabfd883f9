/**
 * A large, deterministic catalogue for the benchmark only (never the shop's seed): `n` products
 * cloned from the real seed's products with new slugs, SKUs and option ids, reusing the art.
 * Same shapes as `seedContent`, so the API loads it with the same code.
 */
import type { ContentPriceRow, ProductDocument, ProductGroupDocument } from 'shared-contracts/api/content';
import { seedContent } from './content';

export interface LargeCatalog {
  products: ProductDocument[];
  priceList: ContentPriceRow[];
  /** One collection per real collection, holding every clone of its products. */
  productGroups: ProductGroupDocument[];
}

const SERIES = [
  'Alder',
  'Basin',
  'Cutbank',
  'Divide',
  'Elkhorn',
  'Flathead',
  'Granite',
  'Highwood',
  'Ironwood',
  'Judith',
  'Kootenai',
  'Lolo',
];

function cloneSlug(slug: string, i: number): string {
  return `${slug}-x${i}`;
}

export function generateLargeCatalog(n = 10000): LargeCatalog {
  const base = seedContent.products;
  const prices = new Map(seedContent.priceList.map((r) => [r.sku, r]));
  const baseIndex = new Map(base.map((p, i) => [p.slug, i]));
  const products: ProductDocument[] = [];
  const priceList: ContentPriceRow[] = [];

  for (let i = 0; i < n; i++) {
    const b = base[i % base.length];
    if (!b) throw new Error('empty base catalogue');
    const block = Math.floor(i / base.length) * base.length;
    const slug = cloneSlug(b.slug, i);
    const series = SERIES[Math.floor(i / base.length) % SERIES.length];
    const title = `${b.title} ${series} ${i}`;
    const remapId = (id: number) => (i + 1) * 1000 + (id % 1000);
    const related = b.related_products
      .map((r) => block + (baseIndex.get(r) ?? -1))
      .filter((j) => j >= block && j < n)
      .map((j) => cloneSlug(base[j % base.length]?.slug ?? '', j));

    const skus = b.skus.map((s) => ({
      ...s,
      sku: `${s.sku}-X${i}`,
      product_variant_options: s.product_variant_options.map((o) => ({ ...o, id: remapId(o.id) })),
    }));
    products.push({
      ...b,
      documentId: `lrg${String(i).padStart(6, '0')}`,
      slug,
      title,
      yotpo_product_id: `ha-${slug}`,
      breadcrumbs: [...b.breadcrumbs.slice(0, -1), { label: title, url: `/product/${slug}` }],
      product_variant_types: b.product_variant_types.map((t) => ({
        ...t,
        options: t.options.map((o) => ({ ...o, id: remapId(o.id) })),
      })),
      related_products: related,
      add_ons: b.add_ons.map((a) => ({ ...a, id: remapId(a.id) })),
      skus,
      meta_data: { meta_title: `${title} | Halvorsen Arms`, meta_description: b.meta_data.meta_description },
    });

    b.skus.forEach((s, k) => {
      const row = prices.get(s.sku);
      if (!row) throw new Error(`no price for ${s.sku}`);
      // vary prices by up to ±9% and stock by a steady pattern, so lists are not all identical
      const factor = 1 + (((i * 7 + k * 3) % 19) - 9) / 100;
      const price = Math.round(row.price * factor * 100) / 100;
      const percent = row.bestDiscountPercentage;
      priceList.push({
        sku: `${s.sku}-X${i}`,
        price,
        bestDiscountPercentage: percent,
        bestDiscountedPrice: percent ? Math.round(price * (1 - percent / 100) * 100) / 100 : null,
        qtyOnHand: (i + k) % 11 === 0 ? 0 : ((i * 13 + k * 5) % 60) + 1,
      });
    });
  }

  const productGroups = seedContent.productGroups.map((g) => {
    const members = new Set(g.products);
    return {
      ...g,
      documentId: `lrg-${g.documentId}`,
      slug: `large-${g.slug}`,
      title: `${g.title} (large catalogue)`,
      products: products.filter((p) => members.has(p.slug.replace(/-x\d+$/, ''))).map((p) => p.slug),
      breadcrumbs: [...g.breadcrumbs.slice(0, -1), { label: g.title, url: `/collection/large-${g.slug}` }],
    };
  });

  return { products, priceList, productGroups };
}
