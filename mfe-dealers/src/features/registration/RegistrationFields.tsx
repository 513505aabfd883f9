/** The form controls of dealer registration: label, control, hint and error, wired for screen readers. */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fields from '../../shared/forms/fields.module.css';
import styles from './DealerRegistrationForm.module.css';

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

function described(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
}

export function TextInput({
  label,
  registration,
  error,
  hint,
  required,
  wide,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const id = useId();
  return (
    <div className={`${fields.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={fields.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...input}
        {...registration}
        id={id}
        className={fields.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function SelectInput({
  label,
  registration,
  error,
  required,
  wide,
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>) {
  const id = useId();
  return (
    <div className={`${fields.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={fields.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        {...select}
        {...registration}
        id={id}
        className={fields.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, undefined, error)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function CheckboxInput({
  label,
  registration,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <input
        {...registration}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={fields.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function DocumentInput({
  label,
  name,
  file,
  accept,
  hint,
  error,
  required,
  inputRef,
  onFile,
}: {
  label: string;
  name: string;
  file: File | null;
  accept: string;
  hint: string;
  error?: string;
  required?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
  onFile(file: File | null): void;
}) {
  const id = useId();
  return (
    <div className={`${fields.field} ${styles.wide} ${styles.document}`}>
      <label htmlFor={id} className={fields.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className={fields.hint}>
        {file ? (
          <>
            Chosen: <strong>{file.name}</strong> ({sizeText(file.size)}). {hint}
          </>
        ) : (
          hint
        )}
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
