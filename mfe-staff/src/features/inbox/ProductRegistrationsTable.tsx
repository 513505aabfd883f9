/** The product registrations of a page: the firearm by serial number, its owner, where and when bought. */
import type { StaffProductRegistration } from 'shared-contracts/api/staff-inbox';
import { formatDate } from '../../shared/ui/format';
import { type InboxListProps, InboxTable } from './InboxTable';
import styles from './inbox.module.css';
import { MailLink } from './MailLink';

export function ProductRegistrationsTable(props: InboxListProps<StaffProductRegistration>) {
  return (
    <InboxTable
      {...props}
      caption="Product registrations"
      columns={['Firearm', 'Owner', 'Bought']}
      whatOf={(item) => `serial ${item.serialNumber}`}
      cellsOf={(item) => (
        <>
          <td data-label="Firearm">
            <div>
              {item.productTitle}
              <br />
              <span className={styles.serial}>Serial {item.serialNumber}</span>
            </div>
          </td>
          <td data-label="Owner" className={styles.person}>
            <div>
              {item.firstName} {item.lastName}
              {item.userId ? <span className={styles.quiet}> (account)</span> : null}
              <br />
              <MailLink email={item.email} />
              {item.phone ? (
                <>
                  <br />
                  {item.phone}
                </>
              ) : null}
              <br />
              <span className={styles.quiet}>ZIP {item.postalCode}</span>
            </div>
          </td>
          <td data-label="Bought">
            <div>
              {formatDate(item.purchaseDate)}
              <br />
              {item.dealerName}
              {item.dealerId ? <span className={styles.quiet}> (directory dealer)</span> : null}
            </div>
          </td>
        </>
      )}
    />
  );
}
