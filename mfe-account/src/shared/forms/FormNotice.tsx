import type { ReactNode } from 'react';
import styles from './fields.module.css';

/**
 * A message about the whole form, announced politely (e.g. that sign-in opens soon). Not the
 * shell's banner: it stays next to the form the visitor is looking at.
 */
export function FormNotice({ kind = 'info', children }: { kind?: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${kind === 'error' ? styles.noticeError : ''}`} role="status">
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={styles.noticeIcon}>
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 9v5M10 6v.6" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
