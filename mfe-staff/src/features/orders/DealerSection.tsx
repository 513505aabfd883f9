/**
 * The receiving dealer (FFL orders): the dealer the customer chose, its directory licence on file,
 * the FFL checks recorded (a licence copy can be viewed beside them), and, while the order awaits
 * the check, the two ways to verify it.
 */
import { formatDate, formatDateTime } from '../../shared/ui/format';
import { Address, addressLines } from './AddressesSection';
import { DetailSection } from './DetailSection';
import { FflDirectoryAction } from './FflDirectoryAction';
import { LicenceCopyViewer } from './LicenceCopyViewer';
import { LicenceUploadForm } from './LicenceUploadForm';
import styles from './OrderDetailPage.module.css';
import type { OrderActions } from './order-actions';
import { actorName } from './order-status';
import type { OrderDealer, OrderDetail } from './orders-api';

function licenceText(directory: OrderDealer['directory']): string {
  if (!directory) return 'Not in the dealer directory: no licence on file.';
  const number = directory.fflNumber ? `FFL ${directory.fflNumber}` : 'No FFL number on file';
  switch (directory.licence) {
    case 'current':
      return `Directory dealer. ${number}, licence on file expires ${formatDate(directory.licenceExpiresOn)}.`;
    case 'expired':
      return `Directory dealer. ${number}, licence on file expired ${formatDate(directory.licenceExpiresOn)}: record a current copy.`;
    default:
      return `Directory dealer. ${number}; no licence on file: record the copy received.`;
  }
}

export function DealerSection({
  order,
  actions,
  reload,
}: {
  order: OrderDetail;
  actions: OrderActions;
  reload: () => Promise<void>;
}) {
  const { dealer } = order;
  return (
    <DetailSection title="Dealer">
      {dealer ? (
        <>
          <Address
            lines={[
              ...addressLines({ ...dealer, name: dealer.name, country: null, phone: null }),
              dealer.phone ?? '',
              dealer.email ?? '',
            ].filter(Boolean)}
          />
          <p className={styles.soft}>{licenceText(dealer.directory)}</p>
        </>
      ) : (
        <p className={styles.soft}>
          {order.hasFflItems ? 'No receiving dealer was given.' : 'No firearm lines: no dealer needed.'}
        </p>
      )}
      {order.fflVerifications.length > 0 ? (
        <ul className={styles.plainList} aria-label="FFL checks">
          {order.fflVerifications.map((check) => (
            <li key={check.id} className={styles.entry}>
              <p>
                Verified by {check.method === 'directory' ? 'the licence on file' : 'a licence copy'}
                {check.fflNumber ? `, FFL ${check.fflNumber}` : ''}, licence expires{' '}
                {formatDate(check.licenceExpiresOn)}
              </p>
              <p className={styles.soft}>
                {formatDateTime(check.verifiedAt)} · {actorName(check.actor)}
              </p>
              {check.licenceCopy && actions.viewLicenceCopy ? (
                <LicenceCopyViewer
                  orderId={order.id}
                  verificationId={check.id}
                  name={check.licenceCopy.originalName ?? check.id}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.hasFflItems ? (
        <FflDirectoryAction
          orderId={order.id}
          directory={dealer?.directory ?? null}
          available={actions.verifyByDirectory}
          reload={reload}
        />
      ) : null}
      {order.hasFflItems ? (
        <LicenceUploadForm
          orderId={order.id}
          knownFflNumber={dealer?.directory?.fflNumber ?? null}
          available={actions.verifyFfl}
          orVerifyOnFile={actions.verifyByDirectory}
          reload={reload}
        />
      ) : null}
    </DetailSection>
  );
}
