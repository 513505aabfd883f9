import type { ReactNode } from 'react';
import styles from './sections.module.css';

/** A titled band of the product page; `tone="dark"` for the rugged black bands. */
export function Section({
  title,
  accent,
  id,
  tone = 'light',
  children,
}: {
  title: string;
  accent?: string;
  id?: string;
  tone?: 'light' | 'dark' | 'deep';
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
          {accent && <span className={styles.accent}> {accent}</span>}
        </h2>
        {children}
      </div>
    </section>
  );
}
