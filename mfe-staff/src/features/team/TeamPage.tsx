/**
 * /staff/team (owners only, staff.manage): who works in the back office. An owner invites a
 * staffer by e-mail with a role, changes a role, disables or enables an account, and resets a
 * staffer who lost their password or phone; each with a confirm step. Nobody changes their own
 * account here (the API refuses it, so the controls are not on the owner's own row).
 */

import { StaffPage } from '../../shared/layout/StaffPage';
import { useStaffSession } from '../../shared/session/staff-session';
import { Notice } from '../../shared/ui/Notice';
import { InviteForm } from './InviteForm';
import { StaffTable } from './StaffTable';
import styles from './TeamPage.module.css';
import { useStaffList } from './use-staff-list';

export function TeamPage() {
  const session = useStaffSession();
  const { state, reload } = useStaffList();
  const myId = session.status === 'signed-in' ? session.me.id : '';
  return (
    <StaffPage
      title="Staff"
      lead="Invite staff with a role, change roles, disable accounts, and reset a lost password or authenticator."
    >
      <InviteForm onInvited={reload} />
      <section className={styles.listSection} aria-labelledby="staff-accounts-title">
        <h2 id="staff-accounts-title" className={styles.sectionTitle}>
          Staff accounts
        </h2>
        {state.status === 'failed' ? <Notice tone="error">{state.message}</Notice> : null}
        {state.status === 'loading' ? <p className={styles.loading}>Loading the staff…</p> : null}
        {state.status === 'ready' ? <StaffTable staff={state.staff} myId={myId} onChanged={reload} /> : null}
      </section>
    </StaffPage>
  );
}
