import styles from './LoadFailed.module.css';

/** '{what} could not be loaded.' with a way to try again (the provider's code or a list of reviews). */
export function LoadFailed({ what, retry }: { what: string; retry(): void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{what} could not be loaded.</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
