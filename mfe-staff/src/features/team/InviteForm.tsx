/**
 * An owner invites a staffer: an e-mail and a role (the shared staffInviteSchema, the API's). The
 * API e-mails them a one-time link (72 hours) to set their password; they add their authenticator
 * at their first sign-in.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StaffInviteRequest, staffInviteSchema } from 'shared-contracts/schemas/staff';
import { button } from 'shared-kit/buttons';
import { fieldProblems, problemText } from '../../shared/api/staff-api';
import { SelectInput, TextInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import { ROLE_LABELS, ROLE_OPTIONS } from './staff-states';
import styles from './TeamPage.module.css';
import { inviteStaffer } from './team-api';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<StaffInviteRequest>({
    resolver: yupResolver(staffInviteSchema),
    defaultValues: { email: '', role: '' as StaffInviteRequest['role'] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const { staff } = await inviteStaffer(input);
      form.reset();
      setOutcome({
        tone: 'success',
        text: `Invitation sent to ${staff.email} (${ROLE_LABELS[staff.role]}). The link works for 72 hours.`,
      });
      onInvited();
    } catch (error) {
      const fields = fieldProblems(error);
      if (fields.email) form.setError('email', { message: fields.email });
      if (fields.role) form.setError('role', { message: fields.role });
      if (!fields.email && !fields.role) setOutcome({ tone: 'error', text: problemText(error) });
    }
  });
  return (
    <section className={styles.panel} aria-labelledby="invite-staff-title">
      <h2 id="invite-staff-title" className={styles.sectionTitle}>
        Invite a staffer
      </h2>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <SelectInput
          label="Role"
          required
          placeholder="Choose a role"
          options={ROLE_OPTIONS}
          registration={form.register('role')}
          error={errors.role?.message}
        />
        <div className={styles.inviteActions}>
          <button type="submit" className={button('primary')} disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send invitation'}
          </button>
        </div>
      </form>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </section>
  );
}
