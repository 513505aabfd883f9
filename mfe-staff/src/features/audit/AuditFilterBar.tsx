/**
 * The audit log's filters (a search form above the list): actor, action, object type and id, from
 * and to. Checked with the API's own query schema; the values go to the URL, which the list reads.
 * The action and object type fields suggest the names the API records.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { button } from 'shared-kit/buttons';
import { TextInput } from '../../shared/forms/Fields';
import styles from './AuditPage.module.css';
import { type AuditFilters, KNOWN_AUDIT_ACTIONS, KNOWN_OBJECT_TYPES } from './audit-api';
import { type AuditFilterForm, auditFilterSchema, hasFilters } from './audit-filters';

export interface AuditFilterBarProps {
  /** The filters the URL holds now. */
  current: AuditFilterForm;
  /** Field messages of a 400 the API gave for the URL's filters. */
  problems: Record<string, string>;
  onApply: (filters: AuditFilters) => void;
}

export function AuditFilterBar({ current, problems, onApply }: AuditFilterBarProps) {
  const form = useForm<AuditFilters>({
    resolver: yupResolver(auditFilterSchema),
    defaultValues: current,
  });
  const { errors } = form.formState;
  // Back and forward change the URL: the fields follow it.
  const currentKey = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey stands for current's values
  useEffect(() => {
    form.reset(current);
  }, [currentKey]);
  useEffect(() => {
    for (const [field, message] of Object.entries(problems)) form.setError(field as keyof AuditFilters, { message });
  }, [problems, form]);

  const apply = form.handleSubmit((filters) => onApply(filters));
  const message = (name: keyof AuditFilters) => errors[name]?.message;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the contract's search landmark on the form itself; <search> is too new for some screen readers
    <form role="search" aria-label="Filter the audit log" className={styles.filters} onSubmit={apply} noValidate>
      <div className={styles.filterFields}>
        <TextInput
          compact
          label="Actor"
          hint="E-mail, or service:cli"
          autoComplete="off"
          maxLength={200}
          registration={form.register('actor')}
          error={message('actor')}
        />
        <TextInput
          compact
          label="Action"
          list="audit-actions"
          autoComplete="off"
          maxLength={200}
          registration={form.register('action')}
          error={message('action')}
        />
        <TextInput
          compact
          label="Object type"
          list="audit-object-types"
          autoComplete="off"
          maxLength={200}
          registration={form.register('objectType')}
          error={message('objectType')}
        />
        <TextInput
          compact
          label="Object id"
          autoComplete="off"
          maxLength={200}
          registration={form.register('objectId')}
          error={message('objectId')}
        />
        <TextInput compact label="From" type="date" registration={form.register('from')} error={message('from')} />
        <TextInput compact label="To" type="date" registration={form.register('to')} error={message('to')} />
      </div>
      <datalist id="audit-actions">
        {KNOWN_AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <datalist id="audit-object-types">
        {KNOWN_OBJECT_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className={styles.filterActions}>
        <button type="submit" className={button('primary')}>
          Apply filters
        </button>
        {hasFilters(current) ? (
          <button type="button" className={button('text')} onClick={() => onApply({})}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
