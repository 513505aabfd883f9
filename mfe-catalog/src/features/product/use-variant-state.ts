import { useMemo, useState } from 'react';
import type { ProductAddOnView, ProductSku, ProductView } from './product-view';
import { changeSelection, initialSelection, matchingSku, type VariantSelection } from './variant-selection';

export interface VariantState {
  selection: VariantSelection;
  sku: ProductSku | undefined;
  select(fieldName: string, optionId: number): void;
  addOns: ProductAddOnView[];
  toggleAddOn(addOn: ProductAddOnView): void;
  quantity: number;
  setQuantity(quantity: number): void;
}

/** What the visitor has chosen on a product page; the matching sku follows the selects. */
export function useVariantState(view: ProductView): VariantState {
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(view.selects, view.skus));
  const [addOnIds, setAddOnIds] = useState<number[]>([]);
  const [quantity, setQuantityState] = useState(1);
  const sku = useMemo(() => matchingSku(view.selects, view.skus, selection), [view, selection]);
  const addOns = useMemo(() => view.addOns.filter((a) => addOnIds.includes(a.id)), [view, addOnIds]);
  return {
    selection,
    sku,
    select: (fieldName, optionId) =>
      setSelection((s) => changeSelection(view.selects, view.skus, s, fieldName, optionId)),
    addOns,
    toggleAddOn: (addOn) =>
      setAddOnIds((ids) => (ids.includes(addOn.id) ? ids.filter((id) => id !== addOn.id) : [...ids, addOn.id])),
    quantity,
    setQuantity: (q) => setQuantityState(Number.isFinite(q) ? Math.max(1, Math.floor(q)) : 1),
  };
}
