/**
 * /staff/audit (audit.read): every staff action on record, newest first (GET /staff/audit). The
 * filters and the page live in the URL; each entry shows the object before and after the action.
 * The log is append-only: this screen reads it and offers nothing to change.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../shared/layout/StaffPage';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { AuditFilterBar } from './AuditFilterBar';
import styles from './AuditPage.module.css';
import { AuditTable } from './AuditTable';
import { AUDIT_PAGE_SIZE } from './audit-api';
import { filtersFromUrl, pageFromUrl, urlFor } from './audit-filters';
import { useAuditLog } from './use-audit-log';

const NO_PROBLEMS: Record<string, string> = {};

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const page = pageFromUrl(params);
  const state = useAuditLog(filters, page);
  const log = state.status === 'ready' ? state.log : state.status === 'loading' ? state.previous : null;
  return (
    <StaffPage
      title="Audit log"
      lead="Every staff action: who did it, when, and the object before and after. Entries are never changed or deleted."
    >
      <AuditFilterBar
        current={filters}
        problems={state.status === 'failed' ? state.fields : NO_PROBLEMS}
        onApply={(next) => setParams(urlFor(next))}
      />
      {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
      <div className={styles.list} aria-busy={state.status === 'loading'}>
        {log ? <AuditTable entries={log.entries} /> : null}
        {state.status === 'loading' && !log ? <p className={styles.loading}>Loading the audit log…</p> : null}
      </div>
      {log && log.total > 0 ? (
        <Pager
          page={page}
          pageSize={AUDIT_PAGE_SIZE}
          total={log.total}
          noun="entries"
          onPage={(next) => setParams(urlFor(filters, next))}
        />
      ) : null}
    </StaffPage>
  );
}
