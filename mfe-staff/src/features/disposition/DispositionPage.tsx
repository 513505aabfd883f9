/**
 * /staff/disposition (disposition.read): the manufacturer's acquisition and disposition record
 * (27 CFR 478.123; api/src/modules/disposition). Entries are append-only: a correction is a new
 * entry naming the one it corrects, and both stay visible, side by side. Filter by serial and
 * kind, page through it, see where the bound book is with each shipped entry, export it as CSV.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DispositionEntryKind } from 'shared-contracts/schemas/disposition';
import { StaffPage } from '../../shared/layout/StaffPage';
import { useCan } from '../../shared/session/staff-session';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { CsvExport } from './CsvExport';
import { DispositionFilterBar, type RecordFilters } from './DispositionFilterBar';
import styles from './DispositionPage.module.css';
import { DispositionTable } from './DispositionTable';
import type { DispositionEntry } from './disposition-api';
import { chainsOf, chainsOfKind } from './disposition-chains';
import { useDispositionRecord } from './use-disposition-record';

/** Entries with their corrections, per page (the API answers the whole record; the screen pages it). */
const CHAINS_PER_PAGE = 20;

function filtersOf(params: URLSearchParams): RecordFilters {
  const kind = params.get('kind');
  return {
    serial: params.get('serial') ?? '',
    kind: kind === 'acquisition' || kind === 'disposition' ? (kind as DispositionEntryKind) : '',
  };
}

function urlOf(filters: RecordFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.serial) params.set('serial', filters.serial);
  if (filters.kind) params.set('kind', filters.kind);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function DispositionPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { state, reload } = useDispositionRecord(filters.serial);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [done, setDone] = useState<DispositionEntry | null>(null);

  const entries = state.status === 'ready' ? state.entries : state.status === 'loading' ? state.previous : null;
  const chains = useMemo(() => chainsOfKind(chainsOf(entries ?? []), filters.kind), [entries, filters.kind]);
  const pages = Math.max(1, Math.ceil(chains.length / CHAINS_PER_PAGE));
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const shown = chains.slice((page - 1) * CHAINS_PER_PAGE, page * CHAINS_PER_PAGE);

  return (
    <StaffPage
      title="Disposition record"
      lead="Every firearm made, received and shipped. Entries are never changed: a correction is a new entry that names the one it corrects, and both stay in the record."
      actions={<CsvExport />}
    >
      <DispositionFilterBar
        current={filters}
        onApply={(next) => {
          setDone(null);
          setParams(urlOf(next));
        }}
      />
      {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
      {done ? (
        <Notice tone="success">
          Entry {done.id} recorded: it corrects entry {done.corrects}. Both stay in the record.
        </Notice>
      ) : null}
      <div className={styles.list} aria-busy={state.status === 'loading'}>
        {entries ? (
          <DispositionTable
            chains={shown}
            canRecord={can('disposition.record')}
            canReadOrders={can('orders.read')}
            correcting={correcting}
            onCorrect={(id) => {
              setDone(null);
              setCorrecting(id);
            }}
            onCorrected={(correction) => {
              setCorrecting(null);
              setDone(correction);
              reload();
            }}
          />
        ) : null}
        {state.status === 'loading' && !entries ? <p className={styles.quiet}>Loading the record…</p> : null}
      </div>
      {chains.length > 0 ? (
        <Pager
          page={page}
          pageSize={CHAINS_PER_PAGE}
          total={chains.length}
          noun={chains.length === 1 ? 'entry with its corrections' : 'entries with their corrections'}
          onPage={(next) => setParams(urlOf(filters, next))}
        />
      ) : null}
    </StaffPage>
  );
}
