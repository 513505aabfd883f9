import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { defaultMaxLength } from 'shared-contracts/domain/limits';
import styles from './fields.module.css';

export type FieldTone = 'light' | 'dark';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** 'dark' on the near-black footer band, 'light' on paper. */
  tone?: FieldTone;
  /** A control drawn inside the field's right edge (e.g. show/hide password). */
  trailing?: ReactNode;
  hideLabel?: boolean;
}

export function TextField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  tone = 'light',
  trailing,
  hideLabel,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${tone === 'dark' ? styles.dark : ''} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          maxLength={defaultMaxLength(input.type)}
          {...input}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''}`}
        />
        {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.errorIcon}>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 4.2v4.6M8 10.9v.9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
