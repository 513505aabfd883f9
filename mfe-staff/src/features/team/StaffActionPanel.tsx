/**
 * One owner action on one staffer, with its confirm step: change the role (choose, then confirm),
 * disable, enable, or reset (password and authenticator forgotten, a new link e-mailed). It opens
 * under the staffer's row, says what will happen before it happens, and what happened after, or
 * the API's message when it refused (the last active owner, for one).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffRole } from 'shared-contracts/domain/staff-permissions';
import { type StaffUpdateRequest, staffUpdateSchema } from 'shared-contracts/schemas/staff';
import { button } from 'shared-kit/buttons';
import { problemText } from '../../shared/api/staff-api';
import { SelectInput } from '../../shared/forms/Fields';
import { Notice } from '../../shared/ui/Notice';
import { ROLE_LABELS, ROLE_OPTIONS } from './staff-states';
import styles from './TeamPage.module.css';
import { changeStaffer, resetStaffer, type StaffMember } from './team-api';

export type StaffAction = 'role' | 'disable' | 'enable' | 'reset';

interface PanelProps {
  member: StaffMember;
  action: StaffAction;
  /** The API took the action: the list reads the staff again. */
  onChanged: () => void;
  onClose: () => void;
}

const QUESTIONS: Record<Exclude<StaffAction, 'role'>, (email: string) => string> = {
  disable: (email) => `Disable ${email}? Their sessions end at once and they cannot sign in until enabled again.`,
  enable: (email) => `Enable ${email}? They can sign in again with their password and authenticator.`,
  reset: (email) =>
    `Reset ${email}? Their password and authenticator are forgotten, their sessions end, and a new invitation link goes to their e-mail.`,
};

const CONFIRM_LABELS: Record<StaffAction, string> = {
  role: 'Yes, change the role',
  disable: 'Yes, disable',
  enable: 'Yes, enable',
  reset: 'Yes, reset',
};

const DONE: Record<StaffAction, (member: StaffMember) => string> = {
  role: (member) => `${member.email} is now ${ROLE_LABELS[member.role]}.`,
  disable: (member) => `${member.email} is disabled; their sessions have ended.`,
  enable: (member) => `${member.email} is enabled and can sign in again.`,
  reset: (member) => `${member.email} is reset; a new invitation link went to their e-mail.`,
};

function run(member: StaffMember, action: StaffAction, role: StaffRole | null) {
  if (action === 'reset') return resetStaffer(member.id);
  if (action === 'role') return changeStaffer(member.id, { role: role as StaffRole });
  return changeStaffer(member.id, { disabled: action === 'disable' });
}

export function StaffActionPanel({ member, action, onChanged, onClose }: PanelProps) {
  const [role, setRole] = useState<StaffRole | null>(null);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const first = useRef<HTMLDivElement>(null);
  const done = outcome?.tone === 'success';
  const choosing = action === 'role' && role === null && !done;

  // The panel's first control takes the focus when it opens and at each step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (choosing, done) moves the focus
  useEffect(() => {
    first.current?.querySelector<HTMLElement>('select, button')?.focus();
  }, [choosing, done]);

  const confirm = async () => {
    setWorking(true);
    setOutcome(null);
    try {
      const { staff } = await run(member, action, role);
      setOutcome({ tone: 'success', text: DONE[action](staff) });
      onChanged();
    } catch (error) {
      setOutcome({ tone: 'error', text: problemText(error) });
    } finally {
      setWorking(false);
    }
  };

  const question =
    action === 'role' && role
      ? `Change ${member.email} from ${ROLE_LABELS[member.role]} to ${ROLE_LABELS[role]}? The new role counts from their next request.`
      : action !== 'role'
        ? QUESTIONS[action](member.email)
        : '';

  return (
    <div className={styles.actionPanel} ref={first}>
      {choosing ? (
        <RoleChoice member={member} onChosen={setRole} onCancel={onClose} />
      ) : done ? null : (
        <>
          <p className={styles.question}>{question}</p>
          <div className={styles.panelButtons}>
            <button
              type="button"
              className={button(action === 'enable' || action === 'role' ? 'primary' : 'secondary')}
              disabled={working}
              onClick={() => void confirm()}
            >
              {working ? 'Working…' : CONFIRM_LABELS[action]}
            </button>
            <button type="button" className={button('text')} onClick={onClose} disabled={working}>
              Cancel
            </button>
          </div>
        </>
      )}
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {done ? (
        <div className={styles.panelButtons}>
          <button type="button" className={button('outline')} onClick={onClose}>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Step one of a role change: the new role (the shared update schema checks it). */
function RoleChoice({
  member,
  onChosen,
  onCancel,
}: {
  member: StaffMember;
  onChosen: (role: StaffRole) => void;
  onCancel: () => void;
}) {
  const form = useForm<StaffUpdateRequest>({ resolver: yupResolver(staffUpdateSchema), defaultValues: {} });
  const submit = form.handleSubmit(({ role }) => {
    if (role) onChosen(role as StaffRole);
  });
  const error = form.formState.errors.role?.message ?? form.formState.errors.root?.message;
  return (
    <form className={styles.roleForm} onSubmit={submit} noValidate>
      <SelectInput
        label={`New role for ${member.email}`}
        placeholder="Choose the new role"
        options={ROLE_OPTIONS.filter((option) => option.value !== member.role)}
        registration={form.register('role')}
        error={error}
      />
      <div className={styles.panelButtons}>
        <button type="submit" className={button('primary')}>
          Continue
        </button>
        <button type="button" className={button('text')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
