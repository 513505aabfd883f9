/**
 * An audit entry's object before and after, field by field: what changed, was added or removed is
 * highlighted and tagged in words; the fields that stayed the same fold away under a disclosure.
 */
import type { AuditEntry } from './audit-api';
import { changedCount, type DiffKind, type DiffLine, diffObjects } from './json-diff';
import styles from './ObjectDiff.module.css';

const KIND_LABELS: Record<Exclude<DiffKind, 'same'>, string> = {
  changed: 'Changed',
  added: 'Added',
  removed: 'Removed',
};

function DiffRows({ lines }: { lines: DiffLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <tr key={line.path} className={styles[line.kind]}>
          <th scope="row" className={styles.path}>
            <code>{line.path}</code>
            {line.kind !== 'same' ? <span className={styles.tag}>{KIND_LABELS[line.kind]}</span> : null}
          </th>
          <td data-label="Before" className={styles.value}>
            {line.before ?? <span className={styles.none}>none</span>}
          </td>
          <td data-label="After" className={styles.value}>
            {line.after ?? <span className={styles.none}>none</span>}
          </td>
        </tr>
      ))}
    </>
  );
}

function DiffTable({ label, lines }: { label: string; lines: DiffLine[] }) {
  return (
    <table className={styles.diff} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        <DiffRows lines={lines} />
      </tbody>
    </table>
  );
}

function summaryOf(entry: AuditEntry, lines: DiffLine[]): string {
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  if (!hasBefore) return 'Recorded after the action only (nothing before it).';
  if (!hasAfter) return 'Recorded before the action only (nothing after it).';
  const count = changedCount(lines);
  return count === 0 ? 'No field changed.' : `${count} ${count === 1 ? 'field' : 'fields'} changed.`;
}

export function ObjectDiff({ entry }: { entry: AuditEntry }) {
  const lines = diffObjects(entry.before, entry.after);
  if (lines.length === 0) return <p className={styles.summary}>This action recorded no object before or after.</p>;
  const changed = lines.filter((line) => line.kind !== 'same');
  const same = lines.filter((line) => line.kind === 'same');
  return (
    <div className={styles.root}>
      <p className={styles.summary}>{summaryOf(entry, lines)}</p>
      {changed.length > 0 ? <DiffTable label={`Changes recorded by entry ${entry.id}`} lines={changed} /> : null}
      {same.length > 0 ? (
        <details className={styles.unchanged}>
          <summary>Unchanged fields ({same.length})</summary>
          <DiffTable label={`Unchanged fields of entry ${entry.id}`} lines={same} />
        </details>
      ) : null}
    </div>
  );
}
