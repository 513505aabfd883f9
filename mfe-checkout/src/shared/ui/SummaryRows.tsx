import styles from './SummaryRows.module.css';

export interface SummaryRow {
  label: string;
  value: string;
  /** The grand total: set apart under a rule, larger. */
  total?: boolean;
}

/** Money rows of an order or cart summary (subtotal, shipping, discount, tax, total). */
export function SummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={row.total ? styles.totalRow : styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
