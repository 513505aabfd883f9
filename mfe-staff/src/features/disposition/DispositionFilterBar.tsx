/**
 * The record's filters: one serial number (the API finds it, in any case) and the kind of entry.
 * They live in the URL, like every list's filters in the back office.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DISPOSITION_ENTRY_KINDS, type DispositionEntryKind } from 'shared-contracts/schemas/disposition';
import { button } from 'shared-kit/buttons';
import { SelectInput, TextInput } from '../../shared/forms/Fields';
import styles from './DispositionPage.module.css';

export interface RecordFilters {
  serial: string;
  kind: DispositionEntryKind | '';
}

const KIND_OPTIONS = DISPOSITION_ENTRY_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'acquisition' ? 'Acquisitions' : 'Dispositions',
}));

export function DispositionFilterBar({
  current,
  onApply,
}: {
  current: RecordFilters;
  onApply: (filters: RecordFilters) => void;
}) {
  const form = useForm<RecordFilters>({ defaultValues: current });
  const key = `${current.serial}|${current.kind}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for current's values
  useEffect(() => {
    form.reset(current);
  }, [key]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the contract's search landmark on the form itself; <search> is too new for some screen readers
    <form
      role="search"
      aria-label="Filter the disposition record"
      className={styles.filters}
      onSubmit={form.handleSubmit((filters) => onApply({ serial: filters.serial.trim(), kind: filters.kind }))}
      noValidate
    >
      <TextInput
        compact
        label="Serial number"
        autoComplete="off"
        maxLength={40}
        registration={form.register('serial')}
      />
      <SelectInput
        compact
        label="Kind"
        placeholder="All entries"
        options={KIND_OPTIONS}
        registration={form.register('kind')}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={button('primary')}>
          Search
        </button>
        {current.serial || current.kind ? (
          <button type="button" className={button('text')} onClick={() => onApply({ serial: '', kind: '' })}>
            Show all
          </button>
        ) : null}
      </div>
    </form>
  );
}
