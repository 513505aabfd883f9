/** Reads one page of the audit log for the URL's filters; again whenever they change. */
import { useEffect, useState } from 'react';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { type AuditFilters, type AuditLogPage, fetchAuditLog } from './audit-api';

export type AuditLogState =
  | { status: 'loading'; previous: AuditLogPage | null }
  | { status: 'ready'; log: AuditLogPage }
  | { status: 'failed'; message: string; fields: Record<string, string> };

export function useAuditLog(filters: AuditFilters, page: number): AuditLogState {
  const [state, setState] = useState<AuditLogState>({ status: 'loading', previous: null });
  const key = JSON.stringify([filters, page]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for filters and page
  useEffect(() => {
    let live = true;
    setState((before) => ({ status: 'loading', previous: before.status === 'ready' ? before.log : null }));
    fetchAuditLog(filters, page).then(
      (log) => live && setState({ status: 'ready', log }),
      (error) => live && setState({ status: 'failed', message: problemText(error), fields: fieldProblems(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
