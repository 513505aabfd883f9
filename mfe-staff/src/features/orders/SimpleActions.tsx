/** One-click actions of the order: the ATF release of an NFA order, and the confirmation e-mail again. */
import { button } from 'shared-kit/buttons';
import { OutcomeNotice } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { releaseAtf, resendConfirmation } from './orders-api';
import { useOrderAction } from './use-order-action';

interface ActionProps {
  orderId: number;
  available: boolean;
  reload: () => Promise<void>;
}

export function ReleaseAtfAction({ orderId, available, reload }: ActionProps) {
  const action = useOrderAction(reload);
  const release = () =>
    action.run(
      () => releaseAtf(orderId),
      (answer) => `ATF approval recorded. The order is ${answer.status}.`,
    );
  return (
    <div className={styles.action}>
      {available ? (
        <button type="button" className={button('primary')} disabled={action.pending} onClick={() => void release()}>
          Release ATF approval
        </button>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
    </div>
  );
}

export function ResendConfirmationAction({ orderId, available, reload }: ActionProps) {
  const action = useOrderAction(reload);
  const resend = () =>
    action.run(
      () => resendConfirmation(orderId),
      (answer) =>
        answer.sent
          ? 'The confirmation e-mail was sent again.'
          : { tone: 'error', text: 'The confirmation e-mail could not be sent. Try again later.' },
    );
  return (
    <div className={styles.action}>
      {available ? (
        <button type="button" className={button('outline')} disabled={action.pending} onClick={() => void resend()}>
          {action.pending ? 'Sending…' : 'Resend confirmation e-mail'}
        </button>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
    </div>
  );
}
