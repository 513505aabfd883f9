import type { MoreDetail } from 'shared-contracts';
import styles from './sections.module.css';

/** Question and answer accordion (native details/summary: keyboard and screen reader ready). */
export function MoreDetails({ items }: { items: MoreDetail[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.summary}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
