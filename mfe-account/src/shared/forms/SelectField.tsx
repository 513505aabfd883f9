import { useId } from 'react';
import styles from './fields.module.css';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Select a state"). */
  placeholder?: string;
  error?: string;
  autoComplete?: string;
}

/** A labelled native select in the fields' style; its error is announced like a text field's. */
export function SelectField({
  label,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  autoComplete,
}: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={`${styles.input} ${styles.select}`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
