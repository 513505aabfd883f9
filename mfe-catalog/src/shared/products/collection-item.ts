/**
 * A collection item (spec 001 §3): a product document plus the session's price list, flattened into
 * what a card needs. Collections, related products and quick add all read products this way.
 * Pure functions only, so every rule here is tested without a browser.
 */
import { finalPrice, isDiscounted } from '../content/price';
import type { PriceList, PriceRow } from '../content/price-list';
import type { ProductCardModel } from '../ui/ProductCard';
import type { CardProduct } from './card-product';

export interface FilterTag {
  category: string;
  value: string;
  filterCategory: string;
  filterValue: string;
}

export interface CollectionItem {
  productId: string;
  title: string;
  subtitle: string;
  /** The sku shown (the only one for a product without variants, else the cheapest). */
  sku: string;
  url: string;
  imageUrl: { src: string; alt: string };
  price: number | null;
  discountPercentage: number;
  discountPrice: number | null;
  finalPrice: number | null;
  /** True when the product has exactly one sku. */
  noVariants: boolean;
  /** Variants differ in price, so the card says "From". */
  priceFrom: boolean;
  qtyOnHand: number;
  fflItem: boolean;
  receiverItem: boolean;
  tag: string;
  filterTags: FilterTag[];
  restrictedStates: string[];
  restrictedZips: string[];
}

export function noVariants(product: { skus: unknown[] }): boolean {
  return product.skus.length === 1;
}

export function productUrl(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

export function toCollectionItem(product: CardProduct, prices: PriceList | null): CollectionItem {
  const priced = product.skus
    .map((sku) => ({ sku, row: prices?.[sku.sku] }))
    .filter((entry): entry is { sku: (typeof product.skus)[number]; row: PriceRow } => entry.row !== undefined);
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (best, entry) => (!best || finalPrice(entry.row) < finalPrice(best.row) ? entry : best),
    undefined,
  );
  const shownSku = cheapest?.sku ?? product.skus[0];
  const row = cheapest?.row;
  const finals = new Set(priced.map((entry) => finalPrice(entry.row)));
  const single = noVariants(product);
  return {
    productId: product.documentId,
    title: product.title,
    subtitle: product.subtitle,
    sku: shownSku?.sku ?? '',
    url: productUrl(product.slug),
    imageUrl: { src: product.image.url, alt: product.image.alternativeText || product.title },
    price: row ? row.price : null,
    discountPercentage: row && isDiscounted(row) ? row.bestDiscountPercentage : 0,
    discountPrice: row && isDiscounted(row) ? row.bestDiscountedPrice : null,
    finalPrice: row ? finalPrice(row) : null,
    noVariants: single,
    priceFrom: !single && finals.size > 1,
    qtyOnHand: single
      ? (row?.qtyOnHand ?? 0)
      : priced.reduce((sum, entry) => sum + Math.max(0, entry.row.qtyOnHand), 0),
    fflItem: product.ffl_item,
    receiverItem: product.receiver_item,
    tag: product.tags,
    filterTags: product.filter_values.map((f) => ({
      category: f.category,
      value: f.value,
      filterCategory: f.category,
      filterValue: f.value,
    })),
    restrictedStates: (shownSku?.restricted_states ?? []).map((s) => s.value),
    restrictedZips: (shownSku?.restricted_zips ?? []).map((z) => z.zip),
  };
}

/** What a product card shows of a collection item. */
export function toCardModel(item: CollectionItem): ProductCardModel {
  return {
    title: item.title,
    subtitle: item.subtitle,
    url: item.url,
    image: { url: item.imageUrl.src, alternativeText: item.imageUrl.alt },
    price: item.price,
    finalPrice: item.finalPrice,
    discountPercentage: item.discountPercentage,
    priceFrom: item.priceFrom,
    fflItem: item.fflItem,
    outOfStock: item.finalPrice !== null && item.qtyOnHand <= 0,
  };
}
