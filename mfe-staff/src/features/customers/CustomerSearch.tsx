/** The customer lookup's search: an e-mail (or part of one) or a name, checked by the API's schema. */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_LIMITS } from 'shared-contracts/schemas/staff';
import { staffCustomerQuerySchema } from 'shared-contracts/schemas/staff-orders';
import { button } from 'shared-kit/buttons';
import { TextInput } from '../../shared/forms/Fields';
import styles from './customers.module.css';

interface SearchValues {
  q?: string;
}

export function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const form = useForm<SearchValues>({ resolver: yupResolver(staffCustomerQuerySchema), defaultValues: { q } });
  const { reset } = form;
  // Back and forward change the search from outside: the box follows.
  useEffect(() => reset({ q }), [reset, q]);
  const submit = form.handleSubmit((values) => onSearch(values.q ?? ''));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the catalog's search does
    <form role="search" aria-label="Customers" className={styles.search} onSubmit={submit} noValidate>
      <TextInput
        label="Search customers"
        type="search"
        compact
        hint="An e-mail (or part of one) or a name, 2 characters at least"
        maxLength={STAFF_LIMITS.filterText}
        registration={form.register('q')}
        error={form.formState.errors.q?.message}
      />
      <button type="submit" className={button('secondary')}>
        Look up
      </button>
    </form>
  );
}
