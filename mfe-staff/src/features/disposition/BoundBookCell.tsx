/** Where the bound book (the eBound service) is with an entry: submitted, pending, refused, or not sent. */
import { StatusBadge } from '../../shared/ui/StatusBadge';
import styles from './DispositionPage.module.css';
import type { BoundBookState } from './disposition-api';

export function BoundBookCell({ state }: { state: BoundBookState | null }) {
  if (!state) return <span className={styles.quiet}>Not sent (entered here)</span>;
  if (state.status === 'submitted')
    return (
      <>
        <StatusBadge label="Submitted" tone="good" />
        <span className={styles.detail}>
          {state.book ? `to ${state.book}` : null}
          {state.externalId ? ` as ${state.externalId}` : null}
        </span>
      </>
    );
  if (state.status === 'failed')
    return (
      <>
        <StatusBadge label="Refused" tone="bad" />
        <span className={styles.detail}>{state.lastError ?? 'The bound book refused the entry'}</span>
      </>
    );
  return (
    <>
      <StatusBadge label="Pending" tone="waiting" />
      <span className={styles.detail}>
        {state.attempts === 0
          ? 'Not tried yet'
          : `${state.attempts} ${state.attempts === 1 ? 'attempt' : 'attempts'}${state.lastError ? `: ${state.lastError}` : ''}`}
      </span>
    </>
  );
}
