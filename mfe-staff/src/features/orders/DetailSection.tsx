/** One section of the order detail (an h2 that names it for screen readers too), and an action's outcome. */
import { type ReactNode, useId } from 'react';
import { Notice } from '../../shared/ui/Notice';
import styles from './OrderDetailPage.module.css';
import type { Outcome } from './use-order-action';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last outcome of an action, beside it. */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  return outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null;
}
