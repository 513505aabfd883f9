/**
 * Why a line is refused, in words (issue 30): each refusing rule's reason and its source (the
 * statute, linked to its official page when the rule has one). Shown on the line in the order
 * summary and in the restricted-items modal.
 */
import type { LineRefusal } from 'shared-contracts/domain/compliance';
import styles from './LineRefusalList.module.css';

export function LineRefusalList({ refusals, id }: { refusals: LineRefusal[] | undefined; id?: string }) {
  if (!refusals || refusals.length === 0) return null;
  return (
    <ul className={styles.refusals} id={id} data-testid="line-refusals">
      {refusals.map((refusal) => (
        <li key={refusal.ruleId} className={styles.refusal} data-rule-id={refusal.ruleId}>
          <span className={styles.reason}>{refusal.reason}</span>{' '}
          <span className={styles.source}>
            Source:{' '}
            {refusal.source.url ? (
              <a href={refusal.source.url} target="_blank" rel="noopener noreferrer">
                {refusal.source.citation}
              </a>
            ) : (
              refusal.source.citation
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
