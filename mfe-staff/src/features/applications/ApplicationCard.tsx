/**
 * One application: its state and decision, the applicant's facts, the private documents beside
 * them, and (pending, for roles with applications.decide) the decision with its confirm step.
 */
import type { StaffApplicationStatus } from 'shared-contracts/api/staff-inbox';
import type { StaffDecisionRequest } from 'shared-contracts/schemas/staff-decision';
import { formatDateTime } from '../../shared/ui/format';
import { Notice } from '../../shared/ui/Notice';
import { type BadgeTone, StatusBadge } from '../../shared/ui/StatusBadge';
import { ApplicantFacts } from './ApplicantFacts';
import styles from './applications.module.css';
import type { AnyApplication } from './applications-api';
import { DecisionPanel } from './DecisionPanel';
import { DocumentViewer } from './DocumentViewer';

const TONES: Record<StaffApplicationStatus, BadgeTone> = { Pending: 'waiting', Approved: 'good', Rejected: 'bad' };

export interface ApplicationCardProps {
  application: AnyApplication;
  programmeName: string;
  mayDecide: boolean;
  /** The API's answer to a decision just made here ("Application approved"). */
  outcome?: string;
  onDecide: (decision: StaffDecisionRequest) => Promise<string>;
}

export function ApplicationCard({ application, programmeName, mayDecide, outcome, onDecide }: ApplicationCardProps) {
  const person = `${application.firstName} ${application.lastName}`;
  const who = 'company' in application ? `${application.company} (${person})` : person;
  const titleId = `application-${application.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.name}>
          {who}
        </h2>
        <StatusBadge label={application.status} tone={TONES[application.status]} />
      </header>
      <div className={styles.cardBody}>
        <div className={styles.about}>
          <ApplicantFacts application={application} />
        </div>
        <div className={styles.decision}>
          {application.status !== 'Pending' ? (
            <p className={styles.decided}>
              {application.status} {application.decidedAt ? formatDateTime(application.decidedAt) : ''}
              {application.decidedBy ? ` by ${application.decidedBy}` : ''}
              {application.reason ? `. Reason: ${application.reason}` : ''}
            </p>
          ) : null}
          {outcome ? <Notice tone="success">{outcome}</Notice> : null}
          {application.status === 'Pending' && mayDecide ? (
            <DecisionPanel who={who} programmeName={programmeName} onDecide={onDecide} />
          ) : null}
        </div>
        <section aria-labelledby={`${titleId}-documents`} className={styles.docs}>
          <h3 id={`${titleId}-documents`} className={styles.docsTitle}>
            Documents ({application.documents.length})
          </h3>
          <DocumentViewer documents={application.documents} owner={who} />
        </section>
      </div>
    </article>
  );
}
