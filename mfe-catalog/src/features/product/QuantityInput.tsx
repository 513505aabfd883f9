import { useId } from 'react';
import styles from './BuyBox.module.css';

export function QuantityInput({ value, max, onChange }: { value: number; max?: number; onChange(q: number): void }) {
  const id = useId();
  const limit = max && max > 0 ? max : undefined;
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className="visually-hidden">
        Quantity
      </label>
      <button
        type="button"
        className={styles.qtyButton}
        aria-label="Decrease quantity"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        value={value}
        className={styles.qtyInput}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <button
        type="button"
        className={styles.qtyButton}
        aria-label="Increase quantity"
        disabled={limit !== undefined && value >= limit}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
