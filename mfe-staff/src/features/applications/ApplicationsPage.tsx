/**
 * /staff/applications (issue 29 item 6): Pro Deal and dealer applications by status (pending by
 * default, the oldest first), each beside its private documents, decided here by roles with
 * applications.decide (approve, or reject with a reason; a confirm step first). Programme, status
 * and page live in the address.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { StaffApplicationPage } from 'shared-contracts/api/staff-inbox';
import type { StaffDecisionRequest } from 'shared-contracts/schemas/staff-decision';
import { APPLICATION_STATUS_FILTERS, type ApplicationStatusFilter } from 'shared-contracts/schemas/staff-inbox';
import { problemText } from '../../shared/api/staff-api';
import { SelectInput } from '../../shared/forms/Fields';
import { StaffPage } from '../../shared/layout/StaffPage';
import { useCan, useStaffSession } from '../../shared/session/staff-session';
import { Notice } from '../../shared/ui/Notice';
import { Pager } from '../../shared/ui/Pager';
import { SegmentedSwitch } from '../../shared/ui/SegmentedSwitch';
import { ApplicationCard } from './ApplicationCard';
import styles from './applications.module.css';
import {
  type AnyApplication,
  decideApplication,
  listApplications,
  PROGRAMMES,
  type Programme,
} from './applications-api';

const STATUS_OPTIONS = APPLICATION_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All' : value,
}));

const isProgramme = (value: string | null): value is Programme => PROGRAMMES.some((p) => p.value === value);
const isStatus = (value: string | null): value is ApplicationStatusFilter =>
  (APPLICATION_STATUS_FILTERS as readonly string[]).includes(value ?? '');

function viewOf(params: URLSearchParams) {
  const programme = params.get('programme');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    programme: isProgramme(programme) ? programme : 'prodeal',
    status: isStatus(status) ? status : 'Pending',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  } as const;
}

const searchOf = (programme: Programme, status: ApplicationStatusFilter, page = 1) => {
  const search = new URLSearchParams({ programme });
  if (status !== 'Pending') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  return search;
};

function emptyText(programme: Programme, status: ApplicationStatusFilter): string {
  const what = programme === 'prodeal' ? 'Pro Deal applications' : 'dealer applications';
  if (status === 'Pending') return `No ${what} wait for a decision.`;
  return status === 'all' ? `No ${what} yet.` : `No ${status.toLowerCase()} ${what}.`;
}

type Listed = { programme: Programme; page: StaffApplicationPage<AnyApplication> };

export function ApplicationsPage() {
  const can = useCan();
  const session = useStaffSession();
  const mayDecide = can('applications.decide');
  const [params, setParams] = useSearchParams();
  const { programme, status, page } = viewOf(params);
  const [list, setList] = useState<Listed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const filter = useForm<{ status: ApplicationStatusFilter }>({ values: { status } });

  useEffect(() => {
    let current = true;
    setProblem(null);
    listApplications(programme, status, page)
      .then((answer) => current && setList({ programme, page: answer }))
      .catch((error) => current && setProblem(problemText(error)));
    return () => {
      current = false;
    };
  }, [programme, status, page]);

  /** Decides, and shows the decision in place (the card stays until the list is read again). */
  const decide = async (application: AnyApplication, decision: StaffDecisionRequest) => {
    const answer = await decideApplication(programme, application.id, decision);
    const decided: AnyApplication = {
      ...application,
      status: decision.decision === 'approve' ? 'Approved' : 'Rejected',
      reason: decision.decision === 'reject' ? decision.reason || null : null,
      decidedAt: new Date().toISOString(),
      decidedBy: session.status === 'signed-in' ? session.me.email : null,
    };
    setList((now) =>
      now
        ? {
            ...now,
            page: {
              ...now.page,
              applications: now.page.applications.map((a) => (a.id === application.id ? decided : a)),
            },
          }
        : now,
    );
    setOutcomes((now) => ({ ...now, [application.id]: `${answer.message}; the applicant is e-mailed.` }));
    return answer.message;
  };

  const programmeName = programme === 'prodeal' ? 'Pro Deal' : 'dealer';
  const shown = list?.programme === programme ? list.page : null;
  return (
    <StaffPage title="Applications" lead="Pro Deal and dealer applications, beside their documents.">
      <SegmentedSwitch
        label="Programmes"
        options={PROGRAMMES}
        current={programme}
        hrefOf={(next) => `/staff/applications?${searchOf(next, status)}`}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself, as the catalog's search does */}
      <form
        role="search"
        aria-label={`${programmeName} applications`}
        className={styles.filters}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectInput
          label="Status"
          compact
          options={STATUS_OPTIONS}
          registration={filter.register('status', {
            onChange: (e) => setParams(searchOf(programme, e.target.value as ApplicationStatusFilter)),
          })}
        />
      </form>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {shown ? (
        <>
          {shown.applications.length === 0 ? (
            <p className={styles.empty}>{emptyText(programme, status)}</p>
          ) : (
            <div className={styles.cards}>
              {shown.applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  programmeName={programmeName}
                  mayDecide={mayDecide}
                  outcome={outcomes[application.id]}
                  onDecide={(decision) => decide(application, decision)}
                />
              ))}
            </div>
          )}
          <Pager
            page={shown.page}
            pageSize={shown.pageSize}
            total={shown.total}
            noun="applications"
            onPage={(next) => setParams(searchOf(programme, status, next))}
          />
        </>
      ) : problem ? null : (
        <p aria-busy="true">Loading the applications…</p>
      )}
    </StaffPage>
  );
}
