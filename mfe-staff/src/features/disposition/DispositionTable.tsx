/**
 * The record's entries, each followed by the corrections that supersede it (marked, and naming the
 * entry they correct and why); a superseded entry stays, marked with the entry that corrects it.
 * A current entry offers its correction (disposition.record), which opens under it.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { button } from 'shared-kit/buttons';
import table from '../../shared/ui/data-table.module.css';
import { formatDate, formatDateTime, orderNumber } from '../../shared/ui/format';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { BoundBookCell } from './BoundBookCell';
import { CorrectionForm } from './CorrectionForm';
import styles from './DispositionPage.module.css';
import type { DispositionEntry } from './disposition-api';
import type { Chain } from './disposition-chains';

const COLUMNS = 5;
const KIND_NAMES = { acquisition: 'Acquisition', disposition: 'Disposition' } as const;

interface TableProps {
  chains: Chain[];
  canRecord: boolean;
  canReadOrders: boolean;
  /** The entry whose correction form is open. */
  correcting: number | null;
  onCorrect: (id: number | null) => void;
  onCorrected: (correction: DispositionEntry) => void;
}

function RecordCell({ entry }: { entry: DispositionEntry }) {
  return (
    <>
      {entry.supersededBy !== null ? (
        <>
          <StatusBadge label="Superseded" tone="neutral" />
          <span className={styles.detail}>Corrected by entry {entry.supersededBy}</span>
        </>
      ) : (
        <StatusBadge label="Current" tone="good" />
      )}
      {entry.corrects !== null ? (
        <span className={styles.detail}>
          Corrects entry {entry.corrects}
          {entry.correctionReason ? `: ${entry.correctionReason}` : null}
        </span>
      ) : null}
    </>
  );
}

/** Each cell holds one child: on a phone it is a grid of its label and its content. */
function EntryRow({
  entry,
  canReadOrders,
  action,
}: {
  entry: DispositionEntry;
  canReadOrders: boolean;
  action: ReactNode;
}) {
  const rowClass = [
    entry.corrects !== null ? styles.correctionRow : '',
    entry.supersededBy !== null ? styles.superseded : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <tr id={`disposition-entry-${entry.id}`} className={rowClass || undefined}>
      <td data-label="Entry">
        <div>
          <strong className={styles.entryId}>Entry {entry.id}</strong>
          <span className={styles.detail}>
            {KIND_NAMES[entry.kind]} · {formatDate(entry.date)}
          </span>
          <span className={styles.detail}>Recorded {formatDateTime(entry.recordedAt)}</span>
        </div>
      </td>
      <td data-label="Firearm">
        <div>
          <code className={styles.serial}>{entry.serial}</code>
          <span className={styles.detail}>
            {entry.manufacturer} {entry.model}
          </span>
          <span className={styles.detail}>
            {entry.type}, {entry.caliber}
            {entry.importer ? ` · imported by ${entry.importer}` : null}
          </span>
        </div>
      </td>
      <td data-label={entry.kind === 'disposition' ? 'To' : 'From'}>
        <div>
          {entry.party.name}
          <span className={styles.detail}>{entry.party.address}</span>
          {entry.party.fflNumber ? <span className={styles.detail}>FFL {entry.party.fflNumber}</span> : null}
          {entry.orderId !== null ? (
            <span className={styles.detail}>
              {canReadOrders ? (
                <Link to={`/staff/orders/${entry.orderId}`}>Order {orderNumber(entry.orderId)}</Link>
              ) : (
                `Order ${orderNumber(entry.orderId)}`
              )}
            </span>
          ) : null}
        </div>
      </td>
      <td data-label="Bound book">
        <div>
          <BoundBookCell state={entry.boundBook} />
        </div>
      </td>
      <td data-label="Record">
        <div>
          <RecordCell entry={entry} />
          {action}
        </div>
      </td>
    </tr>
  );
}

export function DispositionTable({ chains, canRecord, canReadOrders, correcting, onCorrect, onCorrected }: TableProps) {
  return (
    <table className={table.table} aria-label="Disposition record">
      <thead>
        <tr>
          <th scope="col">Entry</th>
          <th scope="col">Firearm</th>
          <th scope="col">From / to</th>
          <th scope="col">Bound book</th>
          <th scope="col">Record</th>
        </tr>
      </thead>
      <tbody>
        {chains.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS} className={table.empty}>
              No entries in the record match.
            </td>
          </tr>
        ) : null}
        {chains.map((chain) =>
          chain.map((entry) => {
            const open = correcting === entry.id;
            const action =
              canRecord && entry.supersededBy === null ? (
                <button
                  type="button"
                  className={`${button('text')} ${styles.correctButton}`}
                  aria-expanded={open}
                  onClick={() => onCorrect(open ? null : entry.id)}
                >
                  Correct entry {entry.id}
                </button>
              ) : null;
            return (
              <Fragment key={entry.id}>
                <EntryRow entry={entry} canReadOrders={canReadOrders} action={action} />
                {open ? (
                  <tr className={styles.formRow}>
                    <td colSpan={COLUMNS} className={styles.formCell}>
                      <CorrectionForm entry={entry} onCorrected={onCorrected} onCancel={() => onCorrect(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          }),
        )}
      </tbody>
    </table>
  );
}
