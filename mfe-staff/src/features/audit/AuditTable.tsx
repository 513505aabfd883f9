/**
 * The audit log's entries: when, who (the actor's e-mail or the service), the action's name and the
 * object it acted on. Each entry opens to show the object before and after (ObjectDiff) in a row of
 * its own under it. Read-only: the log has nothing to edit or delete.
 */
import { Fragment, useState } from 'react';
import { button } from 'shared-kit/buttons';
import table from '../../shared/ui/data-table.module.css';
import { formatDateTime } from '../../shared/ui/format';
import styles from './AuditPage.module.css';
import type { AuditEntry } from './audit-api';
import { ObjectDiff } from './ObjectDiff';

const COLUMNS = 5;

/** `disposition.recorded` may break after its dot (a <wbr>), and nowhere inside a word. */
function breakableAtDots(name: string) {
  return name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          .<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <table className={table.table} aria-label="Audit log">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Actor</th>
          <th scope="col">Action</th>
          <th scope="col">Object</th>
          <th scope="col">
            <span className="visually-hidden">Before and after</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS} className={table.empty}>
              No audit entries match these filters.
            </td>
          </tr>
        ) : null}
        {entries.map((entry) => {
          const isOpen = open.has(entry.id);
          const detailId = `audit-entry-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <tr className={isOpen ? styles.openRow : undefined}>
                <td data-label="When" className={styles.when}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td data-label="Actor" className={styles.actor}>
                  {entry.actor}
                </td>
                <td data-label="Action">
                  <code className={styles.action}>{breakableAtDots(entry.action)}</code>
                </td>
                <td data-label="Object">
                  {/* One child: on a phone the cell is a two-column grid (its label, its content). */}
                  <span>
                    {entry.objectType} <span className={styles.objectId}>{entry.objectId}</span>
                  </span>
                </td>
                <td data-label="Details">
                  <button
                    type="button"
                    className={`${button('text')} ${styles.toggle}`}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {isOpen ? 'Hide' : 'Show'} before and after
                    <span className="visually-hidden"> of entry {entry.id}</span>
                  </button>
                </td>
              </tr>
              {isOpen ? (
                <tr id={detailId} className={styles.detailRow}>
                  <td colSpan={COLUMNS} className={styles.detailCell}>
                    <ObjectDiff entry={entry} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
