/** The product registrations of a page: the firearm by serial number, its owner, where and when bought. */
import type { StaffProductRegistration } from 'shared-contracts/api/staff-inbox';
import table from '../../shared/ui/data-table.module.css';
import { formatDate, formatDateTime } from '../../shared/ui/format';
import { HandledCell } from './HandledCell';
import styles from './inbox.module.css';
import { MailLink } from './MailLink';

export function ProductRegistrationsTable({
  items,
  empty,
  onHandle,
}: {
  items: StaffProductRegistration[];
  empty: string;
  onHandle: (id: string) => Promise<void>;
}) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Product registrations</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Firearm</th>
          <th scope="col">Owner</th>
          <th scope="col">Bought</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={5} className={table.empty}>
              {empty}
            </td>
          </tr>
        ) : null}
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="Received" className={styles.when}>
              {formatDateTime(item.createdAt)}
            </td>
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
            <td data-label="State">
              <HandledCell item={item} what={`serial ${item.serialNumber}`} onHandle={() => onHandle(item.id)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
