/** Layout shared by the error panel and the not-found page: dark, branded, full width. */
import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

export interface StatusPanelProps {
  eyebrow: string;
  /** A big outlined figure behind the title, e.g. 404. */
  code?: string;
  title: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  testId?: string;
}

export function StatusPanel({ eyebrow, code, title, headingLevel = 1, children, testId }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={styles.panel}
      data-boundary="shell"
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
    >
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        {code && (
          <span className={styles.code} aria-hidden="true">
            {code}
          </span>
        )}
        <Heading className={styles.title} id={testId ? `${testId}-title` : undefined}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}

export { styles as statusPanelStyles };
