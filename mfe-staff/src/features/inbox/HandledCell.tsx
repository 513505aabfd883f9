/**
 * An inbox item's state and its action: open with a "Mark handled" button, or handled by whom and
 * when. The outcome (or the API's refusal, e.g. somebody else handled it first) is said right here.
 */
import { useState } from 'react';
import type { StaffHandled } from 'shared-contracts/api/staff-inbox';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { formatDateTime } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/Notice';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import styles from './inbox.module.css';

export interface HandledCellProps {
  item: StaffHandled;
  /** Who or what the item is, for the button's accessible name ("Mark handled (image request from Sig Berg)"). */
  what: string;
  onHandle: () => Promise<void>;
}

export function HandledCell({ item, what, onHandle }: HandledCellProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const handle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onHandle();
      setDone(true);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.state}>
      {item.handledAt ? (
        <>
          <StatusBadge label="Handled" tone="good" />
          <span className={styles.quiet}>
            by {item.handledBy ?? 'someone'}, {formatDateTime(item.handledAt)}
          </span>
        </>
      ) : (
        <>
          <StatusBadge label="Open" tone="waiting" />
          <button type="button" className={button('outline')} disabled={busy} onClick={() => void handle()}>
            {busy ? 'Marking…' : 'Mark handled'}
            <span className="visually-hidden"> ({what})</span>
          </button>
        </>
      )}
      {done ? <Notice tone="success">Marked handled.</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </div>
  );
}
