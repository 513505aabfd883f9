/** The image requests of a page: who asked, what they are looking for, and its state. */
import type { StaffImageRequest } from 'shared-contracts/api/staff-inbox';
import table from '../../shared/ui/data-table.module.css';
import { formatDateTime } from '../../shared/ui/format';
import { HandledCell } from './HandledCell';
import styles from './inbox.module.css';
import { MailLink } from './MailLink';

export function ImageRequestsTable({
  items,
  empty,
  onHandle,
}: {
  items: StaffImageRequest[];
  empty: string;
  onHandle: (id: string) => Promise<void>;
}) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">Image requests</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">From</th>
          <th scope="col">Looking for</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={4} className={table.empty}>
              {empty}
            </td>
          </tr>
        ) : null}
        {items.map((item) => {
          const name = `${item.firstName} ${item.lastName}`;
          return (
            <tr key={item.id}>
              <td data-label="Received" className={styles.when}>
                {formatDateTime(item.createdAt)}
              </td>
              <td data-label="From" className={styles.person}>
                <div>
                  {name}
                  <br />
                  <MailLink email={item.email} />
                </div>
              </td>
              <td data-label="Looking for" className={styles.text}>
                {item.lookingFor}
              </td>
              <td data-label="State">
                <HandledCell item={item} what={`image request from ${name}`} onHandle={() => onHandle(item.id)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
