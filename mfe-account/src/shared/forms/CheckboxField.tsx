import { useId } from 'react';
import styles from './fields.module.css';

export interface CheckboxFieldProps {
  label: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: string;
}

export function CheckboxField({ label, name, checked, onCheckedChange, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
