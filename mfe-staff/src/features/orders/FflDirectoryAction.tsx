/** FFL check by the directory dealer's licence on file (unexpired): Awaiting FFL -> Ready to ship. */
import { button } from 'shared-kit/buttons';
import { formatDate } from '../../shared/ui/format';
import { OutcomeNotice } from './DetailSection';
import styles from './OrderDetailPage.module.css';
import { verifyByDirectory } from './orders-api';
import { useOrderAction } from './use-order-action';

export function FflDirectoryAction({
  orderId,
  directory,
  available,
  reload,
}: {
  orderId: number;
  directory: { id: string; fflNumber: string | null; licenceExpiresOn: string | null } | null;
  available: boolean;
  reload: () => Promise<void>;
}) {
  const action = useOrderAction(reload);
  const verify = () =>
    directory &&
    action.run(
      () => verifyByDirectory(orderId, directory.id),
      (answer) =>
        `Licence on file verified (FFL ${directory.fflNumber}, expires ${formatDate(directory.licenceExpiresOn)}). The order is ${answer.status}.`,
    );
  return (
    <div className={styles.action}>
      {available && directory ? (
        <button type="button" className={button('primary')} disabled={action.pending} onClick={() => void verify()}>
          Verify licence on file
        </button>
      ) : null}
      <OutcomeNotice outcome={action.outcome} />
    </div>
  );
}
