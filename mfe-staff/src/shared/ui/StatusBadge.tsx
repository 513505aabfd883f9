/** A state as a small badge (an order's status, an application's, handled or open), coloured by its tone. */
import styles from './StatusBadge.module.css';

export type BadgeTone = 'neutral' | 'waiting' | 'good' | 'bad';

export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: BadgeTone }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
