/**
 * Deciding a pending application (applications.decide): Approve or Reject, then a confirm step
 * (a rejection with its reason for the applicant) before anything is sent; validated by the API's
 * own schema (staffDecisionSchema). The applicant is e-mailed by the API; the outcome is said here.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STAFF_DECISION_LIMITS,
  type StaffDecisionRequest,
  staffDecisionSchema,
} from 'shared-contracts/schemas/staff-decision';
import { button } from 'shared-kit/buttons';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { TextArea } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import styles from './applications.module.css';

type Decision = 'approve' | 'reject';

export interface DecisionPanelProps {
  /** The applicant (and company), for the buttons' names and the question. */
  who: string;
  programmeName: string;
  onDecide: (decision: StaffDecisionRequest) => Promise<string>;
}

export function DecisionPanel({ who, programmeName, onDecide }: DecisionPanelProps) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StaffDecisionRequest>({
    resolver: yupResolver(staffDecisionSchema),
    defaultValues: { decision: 'approve', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const ask = (decision: Decision) => {
    setProblem(null);
    form.reset({ decision, reason: '' });
    setAsking(decision);
  };

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await onDecide(input);
    } catch (error) {
      const fields = fieldProblems(error);
      if (fields.reason) form.setError('reason', { message: fields.reason });
      setProblem(problemText(error));
    }
  });

  if (!asking) {
    return (
      <div className={styles.decide}>
        <button type="button" className={button('primary')} onClick={() => ask('approve')}>
          Approve<span className="visually-hidden"> {who}</span>
        </button>
        <button type="button" className={button('outline')} onClick={() => ask('reject')}>
          Reject<span className="visually-hidden"> {who}</span>
        </button>
      </div>
    );
  }

  const approving = asking === 'approve';
  return (
    <form className={styles.confirm} onSubmit={submit} noValidate aria-label={`Confirm the decision on ${who}`}>
      <p className={styles.question}>
        {approving
          ? `Approve the ${programmeName} application of ${who}? They are e-mailed at once.`
          : `Reject the ${programmeName} application of ${who}? They are e-mailed at once, with the reason below.`}
      </p>
      {approving ? null : (
        <TextArea
          label="Reason for the applicant"
          hint="Say what is missing or wrong, so they can apply again"
          maxLength={STAFF_DECISION_LIMITS.reason}
          registration={form.register('reason')}
          error={errors.reason?.message}
        />
      )}
      <div className={styles.decide}>
        <button type="submit" className={button(approving ? 'primary' : 'secondary')} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : approving ? 'Yes, approve' : 'Yes, reject'}
        </button>
        <button type="button" className={button('text')} onClick={() => setAsking(null)} disabled={isSubmitting}>
          Back
        </button>
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </form>
  );
}
