import styles from './PageLoading.module.css';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.bar} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
