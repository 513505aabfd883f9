import { type KeyboardEvent, useEffect, useState } from 'react';
import { type QuantityChange, quantityChangeOnBlur } from '../quantity';
import styles from './CartDrawer.module.css';

interface QuantityFieldProps {
  id: string;
  label: string;
  quantity: number;
  disabled?: boolean;
  onChange: (change: Exclude<QuantityChange, { kind: 'none' }>) => void;
}

/** A numeric field whose value is applied when it loses focus (Enter applies too). */
export function QuantityField({ id, label, quantity, disabled, onChange }: QuantityFieldProps) {
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const apply = () => {
    const change = quantityChangeOnBlur(quantity, text);
    if (change.kind === 'none') setText(String(quantity));
    else onChange(change);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>Qty</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={label}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
