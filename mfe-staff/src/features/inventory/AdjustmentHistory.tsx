/** A SKU's adjustments, newest first: when, the change, before and after, why, and who. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { problemText } from '../../shared/api/staff-api';
import table from '../../shared/ui/data-table.module.css';
import { formatDateTime, orderNumber } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/Notice';
import styles from './inventory.module.css';
import { type Adjustment, adjustmentsOf } from './inventory-api';
import { REASON_NAMES } from './reason-names';

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `${delta}`);

/** `version` changes after each saved adjustment, so the history reads itself again. */
export function AdjustmentHistory({ sku, version }: { sku: string; version: number }) {
  const [adjustments, setAdjustments] = useState<Adjustment[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read the history again
  useEffect(() => {
    let current = true;
    setProblem(null);
    adjustmentsOf(sku)
      .then((list) => current && setAdjustments(list))
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
    };
  }, [sku, version]);

  if (problem) return <Notice tone="error">{problem}</Notice>;
  if (!adjustments) return <p aria-busy="true">Loading the history…</p>;
  if (adjustments.length === 0) return <p className={styles.quiet}>No adjustments of {sku} yet.</p>;
  return (
    <table className={`${table.table} ${styles.history}`} aria-label={`Adjustments of ${sku}`}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col" className={table.numeric}>
            Change
          </th>
          <th scope="col" className={table.numeric}>
            On hand
          </th>
          <th scope="col">Reason</th>
          <th scope="col">Note</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {adjustments.map((adjustment) => (
          <tr key={adjustment.id}>
            <td data-label="When">{formatDateTime(adjustment.at)}</td>
            <td data-label="Change" className={table.numeric}>
              {signed(adjustment.delta)}
            </td>
            <td data-label="On hand" className={table.numeric}>
              {adjustment.qtyBefore} → {adjustment.qtyAfter}
            </td>
            <td data-label="Reason">
              <div>
                {REASON_NAMES[adjustment.reason] ?? adjustment.reason}
                {adjustment.orderId ? (
                  <>
                    {' '}
                    (<Link to={`/staff/orders/${adjustment.orderId}`}>Order {orderNumber(adjustment.orderId)}</Link>)
                  </>
                ) : null}
              </div>
            </td>
            <td data-label="Note">{adjustment.note || '—'}</td>
            <td data-label="By">{adjustment.actor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
