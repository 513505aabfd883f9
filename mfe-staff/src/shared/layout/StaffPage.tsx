/**
 * One back-office page: its heading (the document's title too), an optional line under it, the
 * page's own actions at the heading's right, and its content. Every staff screen is one of these,
 * so they all look alike; the page is marked noindex besides the shell's header.
 */
import { type ReactNode, useEffect } from 'react';
import styles from './StaffPage.module.css';

export interface StaffPageProps {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function StaffPage({ title, lead, actions, children }: StaffPageProps) {
  useEffect(() => {
    document.title = `${title} · Back office · Halvorsen Arms`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="staff-page-title">
      <header className={styles.head}>
        <div>
          <h1 id="staff-page-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
