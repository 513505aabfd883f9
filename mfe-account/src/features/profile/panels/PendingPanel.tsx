import type { ReactNode } from 'react';
import styles from './panels.module.css';

/**
 * Where an account page's data will show. Said plainly: the account service behind these pages is
 * switched on in a coming release, so nothing is loaded or saved here yet.
 */
export function PendingNote({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.pending}>
      <p className={styles.pendingTitle}>Coming with customer accounts</p>
      <p className={styles.pendingText}>
        {children ?? 'This page is part of the account service that is being switched on. Nothing here is saved yet.'}
      </p>
    </div>
  );
}

export function PendingPanel() {
  return <PendingNote />;
}
