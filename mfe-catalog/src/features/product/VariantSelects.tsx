import { useId } from 'react';
import styles from './BuyBox.module.css';
import type { ProductSelect, ProductSku } from './product-view';
import { availableOptions, type VariantSelection } from './variant-selection';

/** One labelled select per variant type; later selects offer only combinations that exist. */
export function VariantSelects({
  selects,
  skus,
  selection,
  onSelect,
  hidden = [],
}: {
  selects: ProductSelect[];
  skus: ProductSku[];
  selection: VariantSelection;
  onSelect(fieldName: string, optionId: number): void;
  /** Selects driven by another control (the colour chips). */
  hidden?: string[];
}) {
  const id = useId();
  return (
    <div className={styles.selects}>
      {selects.map((select, index) => {
        if (hidden.includes(select.fieldName)) return null;
        const options = availableOptions(selects, skus, selection, index);
        return (
          <div key={select.fieldName} className={styles.field}>
            <label htmlFor={`${id}-${index}`} className={styles.fieldLabel}>
              {select.label}
            </label>
            <select
              id={`${id}-${index}`}
              name={select.fieldName}
              className={styles.select}
              // A string, as the options' values are: Preact (the default renderer) passes a number on as it is.
              value={String(selection[select.fieldName] ?? '')}
              disabled={options.length === 0}
              onChange={(e) => onSelect(select.fieldName, Number(e.target.value))}
            >
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
