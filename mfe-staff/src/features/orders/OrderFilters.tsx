/**
 * The orders list's filters (a search form above the table): search by order number, e-mail or
 * name, status, placed from/to and FFL or not. Checked with the API's own query schema; a select or
 * a date applies at once, the search text when submitted.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ORDER_STATUSES } from 'shared-contracts/domain/order-states';
import { STAFF_LIMITS } from 'shared-contracts/schemas/staff';
import { staffOrderListQuerySchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { SelectInput, TextInput } from '../../shared/forms/Fields';
import styles from './OrdersPage.module.css';
import { hasFilters, type OrderFilterValues } from './order-filters';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
const FFL_OPTIONS = [
  { value: 'true', label: 'With firearm lines' },
  { value: 'false', label: 'Without firearm lines' },
];
const EMPTY: OrderFilterValues = { q: '', status: '', from: '', to: '', ffl: '' };

export function OrderFilters({
  filters,
  onApply,
}: {
  filters: OrderFilterValues;
  onApply: (filters: OrderFilterValues) => void;
}) {
  const form = useForm<OrderFilterValues>({
    resolver: yupResolver(staffOrderListQuerySchema) as never,
    defaultValues: filters,
  });
  const { errors } = form.formState;
  const key = JSON.stringify(filters);
  // The URL changed under the form (back, a shared link): show what is applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `filters`.
  useEffect(() => form.reset(filters), [key]);

  const apply = form.handleSubmit(() => onApply(form.getValues()));
  const applyNow = { onChange: () => void apply() };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; <search> is too new for some screen readers
    <form role="search" aria-label="Filter orders" className={styles.filters} onSubmit={apply} noValidate>
      <div className={styles.search}>
        <TextInput
          label="Search orders"
          hint="Order number, e-mail or name"
          type="search"
          maxLength={STAFF_LIMITS.filterText}
          compact
          registration={form.register('q')}
          error={errors.q?.message}
        />
        <button type="submit" className={button('primary')}>
          Search
        </button>
      </div>
      <SelectInput
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        compact
        registration={form.register('status', applyNow)}
        error={errors.status?.message}
      />
      <SelectInput
        label="FFL"
        placeholder="All orders"
        options={FFL_OPTIONS}
        compact
        registration={form.register('ffl', applyNow)}
        error={errors.ffl?.message}
      />
      <TextInput
        label="Placed from"
        type="date"
        compact
        registration={form.register('from', applyNow)}
        error={errors.from?.message}
      />
      <TextInput
        label="Placed to"
        type="date"
        compact
        registration={form.register('to', applyNow)}
        error={errors.to?.message}
      />
      {hasFilters(filters) ? (
        <button type="button" className={`${button('text')} ${styles.clear}`} onClick={() => onApply(EMPTY)}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
