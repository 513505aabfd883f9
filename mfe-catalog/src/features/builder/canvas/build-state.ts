/**
 * The build's choices: cascading variant selects exactly as the product page has them (spec 001
 * §4: options of later selects are limited to existing combinations; changing one resets later
 * ones to their first valid option), add-ons, and the price from the API's price list.
 */
import type { BuilderProduct, BuilderSku } from 'shared-contracts/bridge/messages';

/** Chosen option id per variant type, in the product's order. */
export type Selection = number[];

function matches(sku: BuilderSku, selection: Selection, upTo: number): boolean {
  return selection.slice(0, upTo).every((id) => sku.optionIds.includes(id));
}

/** Option ids of type `index` that some sku has together with the choices before it. */
export function availableOptions(product: BuilderProduct, selection: Selection, index: number): Set<number> {
  const type = product.variantTypes[index];
  const available = new Set<number>();
  if (!type) return available;
  for (const sku of product.skus) {
    if (!matches(sku, selection, index)) continue;
    for (const option of type.options) if (sku.optionIds.includes(option.id)) available.add(option.id);
  }
  return available;
}

/** Keeps choices up to `from`, and moves each later one to its first valid option when needed. */
export function settle(product: BuilderProduct, selection: Selection, from = 0): Selection {
  const next = [...selection];
  product.variantTypes.forEach((type, index) => {
    if (index < from) return;
    const available = availableOptions(product, next, index);
    const current = next[index];
    if (current === undefined || !available.has(current)) {
      next[index] = type.options.find((o) => available.has(o.id))?.id ?? type.options[0]?.id ?? 0;
    }
  });
  return next.slice(0, product.variantTypes.length);
}

/** The first in-stock sku's options (else the first sku's), so the builder opens on something buyable. */
export function initialSelection(product: BuilderProduct): Selection {
  const sku = product.skus.find((s) => s.quantity > 0 && s.finalPrice !== null) ?? product.skus[0];
  if (!sku) return settle(product, []);
  return settle(
    product,
    product.variantTypes.map((type) => type.options.find((o) => sku.optionIds.includes(o.id))?.id ?? 0),
  );
}

export function choose(product: BuilderProduct, selection: Selection, index: number, optionId: number): Selection {
  const next = [...selection];
  next[index] = optionId;
  return settle(product, next, index + 1);
}

export function matchingSku(product: BuilderProduct, selection: Selection): BuilderSku | null {
  return product.skus.find((sku) => selection.every((id) => sku.optionIds.includes(id))) ?? null;
}

export interface BuildPrice {
  /** Final price of the build (sku's final price plus add-ons); null when the sku has none. */
  final: number | null;
  /** Original price when the sku is discounted. */
  original: number | null;
}

export function buildPrice(product: BuilderProduct, sku: BuilderSku | null, addOnIds: number[]): BuildPrice {
  if (!sku || sku.finalPrice === null) return { final: null, original: null };
  const addOns = product.addOns.filter((a) => addOnIds.includes(a.id)).reduce((sum, a) => sum + a.price, 0);
  const final = Math.round((sku.finalPrice + addOns) * 100) / 100;
  const original =
    sku.price !== null && sku.price > sku.finalPrice ? Math.round((sku.price + addOns) * 100) / 100 : null;
  return { final, original };
}

/** Option titles by variant type key, for the scene. */
export function choiceTitles(product: BuilderProduct, selection: Selection): Record<string, string> {
  const titles: Record<string, string> = {};
  product.variantTypes.forEach((type, index) => {
    const option = type.options.find((o) => o.id === selection[index]);
    if (option) titles[type.fieldName] = option.title;
  });
  return titles;
}
