import type { CSSProperties } from 'react';
import styles from './BuyBox.module.css';
import type { ColorOption, ProductSelect, ProductSku } from './product-view';
import { availableOptions, type VariantSelection } from './variant-selection';

/**
 * Colour chips drive the select whose option titles they match; a colour that no sku offers with
 * the earlier choices is shown but disabled.
 */
/** The select the chips drive: the one whose option titles are colour titles. */
export function colorSelectIndex(colors: ColorOption[], selects: ProductSelect[]): number {
  if (colors.length === 0) return -1;
  return selects.findIndex((s) => colors.some((c) => s.options.some((o) => o.title === c.title)));
}

export function ColorChips({
  colors,
  selects,
  skus,
  selection,
  onSelect,
}: {
  colors: ColorOption[];
  selects: ProductSelect[];
  skus: ProductSku[];
  selection: VariantSelection;
  onSelect(fieldName: string, optionId: number): void;
}) {
  if (colors.length === 0) return null;
  const index = colorSelectIndex(colors, selects);
  const select = selects[index];
  const offered = select ? availableOptions(selects, skus, selection, index) : [];
  const chosen = select ? select.options.find((o) => o.id === selection[select.fieldName])?.title : undefined;
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.fieldLabel}>
        {select?.label ?? 'Color'}
        {chosen ? <span className={styles.chosen}>: {chosen}</span> : null}
      </legend>
      <div className={styles.chipRow}>
        {colors.map((color) => {
          const option = offered.find((o) => o.title === color.title);
          const active = chosen === color.title;
          return (
            <button
              key={color.title}
              type="button"
              className={`${styles.chip} ${active ? styles.chipActive : ''}`}
              style={{ '--chip': color.value } as CSSProperties}
              aria-label={color.title}
              aria-pressed={active}
              disabled={!select || !option}
              title={color.title}
              onClick={() => select && option && onSelect(select.fieldName, option.id)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
