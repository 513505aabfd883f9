/**
 * /staff/inbox (issue 29 item 6): image requests and product registrations, each listed open,
 * handled or all (newest first, paged), each item markable as handled by the staffer. Which inbox,
 * which state and which page live in the address.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { StaffInboxPage } from 'shared-contracts/api/staff-inbox';
import { INBOX_STATES, type InboxState } from 'shared-contracts/schemas/staff-inbox';
import { problemText } from '../../shared/api/staff-api';
import { SelectInput } from '../../shared/forms/Fields';
import { StaffPage } from '../../shared/layout/StaffPage';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { SegmentedSwitch } from '../../shared/ui/SegmentedSwitch';
import { ImageRequestsTable } from './ImageRequestsTable';
import styles from './inbox.module.css';
import { INBOX_KINDS, type InboxItems, type InboxKind, listInbox, markHandled } from './inbox-api';
import { ProductRegistrationsTable } from './ProductRegistrationsTable';

const STATE_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const satisfies ReadonlyArray<{ value: InboxState; label: string }>;

const isKind = (value: string | null): value is InboxKind => INBOX_KINDS.some((k) => k.value === value);
const isState = (value: string | null): value is InboxState =>
  (INBOX_STATES as readonly string[]).includes(value ?? '');

function viewOf(params: URLSearchParams) {
  const kind = params.get('kind');
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    kind: isKind(kind) ? kind : 'image-requests',
    state: isState(state) ? state : 'open',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } as const;
}

const hrefOf = (kind: InboxKind, state: InboxState, page = 1) => {
  const search = new URLSearchParams({ kind });
  if (state !== 'open') search.set('state', state);
  if (page > 1) search.set('page', String(page));
  return `/staff/inbox?${search}`;
};

function emptyText(kind: InboxKind, state: InboxState): string {
  const what = kind === 'image-requests' ? 'image requests' : 'product registrations';
  if (state === 'open') return `No open ${what}: all handled.`;
  return state === 'handled' ? `No handled ${what} yet.` : `No ${what} yet.`;
}

type AnyPage = StaffInboxPage<InboxItems[InboxKind]>;

export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const { kind, state, page } = viewOf(params);
  const [list, setList] = useState<{ kind: InboxKind; page: AnyPage } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const filter = useForm<{ state: InboxState }>({ values: { state } });

  useEffect(() => {
    let current = true;
    setProblem(null);
    listInbox(kind, state, page)
      .then((answer) => current && setList({ kind, page: answer }))
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
    };
  }, [kind, state, page]);

  const go = (next: InboxKind, nextState: InboxState, nextPage = 1) =>
    setParams(new URLSearchParams(hrefOf(next, nextState, nextPage).split('?')[1]));

  /** Marks one handled, and shows it so in place (the row stays until the list is read again). */
  const handle = async (id: string) => {
    const handled = await markHandled(kind, id);
    setList((now) =>
      now
        ? {
            ...now,
            page: { ...now.page, items: now.page.items.map((item) => (item.id === id ? handled : item)) },
          }
        : now,
    );
  };

  const shown = list?.kind === kind ? list.page : null;
  const label = INBOX_KINDS.find((k) => k.value === kind)?.label ?? '';
  return (
    <StaffPage title="Inbox" lead="Image requests and product registrations from the shop's forms.">
      <SegmentedSwitch label="Inboxes" options={INBOX_KINDS} current={kind} hrefOf={(next) => hrefOf(next, state)} />
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the catalog's search does */}
      <form role="search" aria-label={label} className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <SelectInput
          label="State"
          compact
          options={STATE_OPTIONS}
          registration={filter.register('state', { onChange: (e) => go(kind, e.target.value as InboxState) })}
        />
      </form>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {shown ? (
        <>
          {kind === 'image-requests' ? (
            <ImageRequestsTable
              items={shown.items as InboxItems['image-requests'][]}
              empty={emptyText(kind, state)}
              onHandle={handle}
            />
          ) : (
            <ProductRegistrationsTable
              items={shown.items as InboxItems['product-registrations'][]}
              empty={emptyText(kind, state)}
              onHandle={handle}
            />
          )}
          <Pager
            page={shown.page}
            pageSize={shown.pageSize}
            total={shown.total}
            noun={label.toLowerCase()}
            onPage={(next) => go(kind, state, next)}
          />
        </>
      ) : problem ? null : (
        <p aria-busy="true">Loading the inbox…</p>
      )}
    </StaffPage>
  );
}
