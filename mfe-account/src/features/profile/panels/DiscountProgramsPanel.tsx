import type { ProDealStatus } from 'shared-contracts/api/account';
import { button } from 'shared-kit/buttons';
import { AccountLink } from '../../../shared/navigation/AccountLink';
import { WithProfile } from '../../../shared/profile/WithProfile';
import styles from './panels.module.css';

/** 001 section 4: what each Pro Deal status says, and whether Apply or Reapply is offered. */
const PRO_DEAL_STATES: Record<ProDealStatus, { text: string; action: 'Apply' | 'Reapply' | null }> = {
  None: { text: 'You are not enrolled in Pro Deal.', action: 'Apply' },
  Rejected: { text: 'You are not enrolled in Pro Deal: your last application was not approved.', action: 'Reapply' },
  Pending: { text: 'Your Pro Deal application is pending verification.', action: 'Reapply' },
  Approved: { text: 'You are enrolled in Pro Deal: your cart shows Pro Deal prices.', action: null },
};

function ProDealCard({ status }: { status: ProDealStatus }) {
  const view = PRO_DEAL_STATES[status] ?? PRO_DEAL_STATES.None;
  return (
    <section className={styles.card} aria-labelledby="card-pro-deal">
      <h2 id="card-pro-deal" className={styles.cardTitle}>
        Pro Deal
      </h2>
      <p className={styles.cardText}>Professional pricing for law enforcement, military and first responders.</p>
      <p className={styles.status} data-status={status}>
        {view.text}
      </p>
      {view.action ? (
        <div className={styles.actions}>
          <AccountLink to="/profile/pro-deal" className={button('primary')}>
            {view.action}
          </AccountLink>
        </div>
      ) : null}
    </section>
  );
}

/** Discount Programs (001, Account area): the Pro Deal card with the account's status. */
export function DiscountProgramsPanel() {
  return (
    <div className={styles.cards}>
      <WithProfile>{(profile) => <ProDealCard status={profile.proDealStatus} />}</WithProfile>
    </div>
  );
}
