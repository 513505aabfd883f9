/**
 * The back office's form controls for react-hook-form: label, control, hint and error, wired for
 * screen readers (aria-invalid, aria-describedby). Every text control carries its length limit
 * (the shared schemas' limit, else the shop's default for its type).
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { defaultMaxLength } from 'shared-contracts/domain/limits';
import fields from './fields.module.css';

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={fields.error}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={fields.errorIcon}>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.2v4.6M8 10.9v.9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Less padding (filters above a list). */
  compact?: boolean;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  compact,
  children,
}: Omit<FieldProps, 'registration'> & { id: string; children: ReactNode }) {
  return (
    <div className={`${fields.field} ${compact ? fields.compact : ''}`}>
      <label htmlFor={id} className={fields.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

const controlProps = (id: string, { hint, error, required }: Pick<FieldProps, 'hint' | 'error' | 'required'>) => ({
  id,
  className: fields.input,
  'aria-required': required || undefined,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

export function TextInput({
  label,
  registration,
  error,
  hint,
  required,
  compact,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, hint, error, required, compact }}>
      <input
        maxLength={defaultMaxLength(input.type)}
        {...input}
        {...registration}
        {...controlProps(id, { hint, error, required })}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  registration,
  error,
  hint,
  required,
  compact,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, hint, error, required, compact }}>
      <textarea rows={3} {...area} {...registration} {...controlProps(id, { hint, error, required })} />
    </FieldFrame>
  );
}

export function SelectInput({
  label,
  registration,
  error,
  hint,
  required,
  compact,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, hint, error, required, compact }}>
      <select {...select} {...registration} {...controlProps(id, { hint, error, required })}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
