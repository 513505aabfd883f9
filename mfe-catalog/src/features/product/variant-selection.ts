/**
 * Cascading variant selects (spec 001 §4): the options of a later select are limited to the sku
 * combinations that exist given the earlier selects; changing one select resets every later one
 * to its first valid option. The matching sku then drives price, stock and images.
 */
import type { ProductSelect, ProductSku, SelectOption } from './product-view';

/** Chosen option id per select fieldName. */
export type VariantSelection = Record<string, number>;

function optionOf(sku: ProductSku, fieldName: string): number | undefined {
  return sku.variants.find((v) => v.fieldName === fieldName)?.id;
}

function matchesEarlier(sku: ProductSku, selects: ProductSelect[], selection: VariantSelection, upTo: number): boolean {
  for (let i = 0; i < upTo; i++) {
    const select = selects[i];
    if (!select) continue;
    if (optionOf(sku, select.fieldName) !== selection[select.fieldName]) return false;
  }
  return true;
}

/** Options of select `index` that some sku offers together with the selections before it. */
export function availableOptions(
  selects: ProductSelect[],
  skus: ProductSku[],
  selection: VariantSelection,
  index: number,
): SelectOption[] {
  const select = selects[index];
  if (!select) return [];
  const offered = new Set<number>();
  for (const sku of skus) {
    if (!matchesEarlier(sku, selects, selection, index)) continue;
    const id = optionOf(sku, select.fieldName);
    if (id !== undefined) offered.add(id);
  }
  return select.options.filter((o) => offered.has(o.id));
}

/** Recomputes selects from `from` onwards: each keeps nothing and takes its first valid option. */
function cascadeFrom(
  selects: ProductSelect[],
  skus: ProductSku[],
  selection: VariantSelection,
  from: number,
): VariantSelection {
  const next: VariantSelection = {};
  for (let i = 0; i < from; i++) {
    const select = selects[i];
    if (select && selection[select.fieldName] !== undefined)
      next[select.fieldName] = selection[select.fieldName] as number;
  }
  for (let i = from; i < selects.length; i++) {
    const select = selects[i];
    if (!select) continue;
    const first = availableOptions(selects, skus, next, i)[0];
    if (!first) break;
    next[select.fieldName] = first.id;
  }
  return next;
}

/** The starting selection: every select at its first valid option. */
export function initialSelection(selects: ProductSelect[], skus: ProductSku[]): VariantSelection {
  return cascadeFrom(selects, skus, {}, 0);
}

/** Picks an option; later selects reset to their first valid option. */
export function changeSelection(
  selects: ProductSelect[],
  skus: ProductSku[],
  selection: VariantSelection,
  fieldName: string,
  optionId: number,
): VariantSelection {
  const index = selects.findIndex((s) => s.fieldName === fieldName);
  if (index < 0) return selection;
  const valid = availableOptions(selects, skus, selection, index).some((o) => o.id === optionId);
  if (!valid) return selection;
  return cascadeFrom(selects, skus, { ...selection, [fieldName]: optionId }, index + 1);
}

/** The sku whose options equal the selection (the only sku of a product without selects). */
export function matchingSku(
  selects: ProductSelect[],
  skus: ProductSku[],
  selection: VariantSelection,
): ProductSku | undefined {
  if (selects.length === 0) return skus[0];
  return skus.find((sku) => selects.every((s) => optionOf(sku, s.fieldName) === selection[s.fieldName]));
}
