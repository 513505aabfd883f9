import { button } from 'shared-kit/buttons';
import { CatalogLink } from './CatalogLink';
import styles from './EmptyState.module.css';

/** A calm, branded empty state with a way back into the shop. */
export function EmptyState({ title, message, action = true }: { title: string; message?: string; action?: boolean }) {
  return (
    <section className={styles.empty}>
      <p className={styles.mark} aria-hidden="true">
        {'///'}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {message && <p className={styles.message}>{message}</p>}
      {action && (
        <CatalogLink to="/" className={button('dark', { size: 'lg' })}>
          Back to the shop
        </CatalogLink>
      )}
    </section>
  );
}
