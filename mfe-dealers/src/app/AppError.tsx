import styles from './app.module.css';

/** What single-spa-react shows when this remote throws while rendering; the shell keeps working. */
export function AppError({ error }: { error: Error }) {
  return (
    <div data-boundary="dealers" role="alert" className={styles.error}>
      <h1 className={styles.errorTitle}>Unexpected Application Error!</h1>
      <p>{error.message}</p>
    </div>
  );
}
