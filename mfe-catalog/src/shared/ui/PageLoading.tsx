import styles from './PageLoading.module.css';

/** Reserved space while a route's code or content loads, so the footer does not jump up and down. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
