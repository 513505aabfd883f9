/**
 * Labelled form controls with their inline error. Each control names its error through
 * aria-describedby and marks itself aria-invalid, so a screen reader hears the message.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { defaultMaxLength } from 'shared-contracts/domain/limits';
import styles from './Fields.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

function FieldFrame({ id, label, error, required, hint, className, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {children}
      {hint && !error ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> & {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  registration: UseFormRegisterReturn;
  /** Reformats what was typed (phone, card number) before the form sees it. */
  format?: (value: string) => string;
  adornment?: ReactNode;
};

export function TextField({
  id,
  label,
  error,
  required,
  hint,
  className,
  registration,
  format,
  adornment,
  ...input
}: TextFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) event.target.value = format(event.target.value);
    return registration.onChange(event);
  };
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint} className={className}>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          aria-required={required || undefined}
          maxLength={defaultMaxLength(input.type)}
          {...input}
          {...registration}
          onChange={onChange}
        />
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
    </FieldFrame>
  );
}

/** A read-only value shown as a disabled field (e.g. the signed-in account's e-mail). */
export function FixedField({ id, label, value, hint }: { id: string; label: string; value: string; hint?: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} required hint={hint}>
      <input id={id} className={styles.input} value={value} disabled readOnly />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'> & {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  registration: UseFormRegisterReturn;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
};

export function SelectField({
  id,
  label,
  error,
  required,
  className,
  registration,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className}>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        aria-required={required || undefined}
        {...select}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  registration,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  registration?: UseFormRegisterReturn;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        {...(registration ?? {
          checked,
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.checked),
        })}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
