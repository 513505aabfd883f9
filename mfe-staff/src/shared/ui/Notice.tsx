/** An inline message beside what it is about: an error (role=alert) or a done/info line (role=status). */
import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
