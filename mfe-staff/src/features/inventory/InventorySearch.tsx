/** The inventory's filters above the list: a SKU or product name, and low stock only. */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_LIMITS } from 'shared-contracts/schemas/staff';
import { STAFF_ORDER_LIMITS } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { TextInput } from '../../shared/forms/Fields';
import styles from './inventory.module.css';
import type { StockFilters } from './inventory-api';

type SearchValues = Pick<StockFilters, 'q' | 'lowStock'>;

export function InventorySearch({ q, lowStock, onSearch }: SearchValues & { onSearch: (v: SearchValues) => void }) {
  const id = useId();
  const form = useForm<SearchValues>({ defaultValues: { q, lowStock } });
  const { reset } = form;
  // Back and forward change the filters from outside: the form follows.
  useEffect(() => reset({ q, lowStock }), [reset, q, lowStock]);
  const submit = form.handleSubmit((values) => onSearch({ q: values.q.trim(), lowStock: values.lowStock }));
  const lowStockField = form.register('lowStock', { onChange: () => void submit() });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the catalog's search does
    <form role="search" aria-label="Inventory" className={styles.search} onSubmit={submit}>
      <TextInput
        label="Search SKU or product"
        type="search"
        compact
        maxLength={STAFF_LIMITS.filterText}
        registration={form.register('q')}
      />
      <div className={styles.check}>
        <input id={`${id}-low`} type="checkbox" aria-describedby={`${id}-low-hint`} {...lowStockField} />
        <label htmlFor={`${id}-low`}>Low stock only</label>
        <span id={`${id}-low-hint`} className={styles.quiet}>
          ({STAFF_ORDER_LIMITS.lowStockDefault} or fewer on hand)
        </span>
      </div>
      <button type="submit" className={button('secondary')}>
        Search
      </button>
    </form>
  );
}
