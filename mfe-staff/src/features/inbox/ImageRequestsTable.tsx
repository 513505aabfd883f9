/** The image requests of a page: who asked, what they are looking for, and its state. */
import type { StaffImageRequest } from 'shared-contracts/api/staff-inbox';
import { type InboxListProps, InboxTable } from './InboxTable';
import styles from './inbox.module.css';
import { MailLink } from './MailLink';

const nameOf = (item: StaffImageRequest) => `${item.firstName} ${item.lastName}`;

export function ImageRequestsTable(props: InboxListProps<StaffImageRequest>) {
  return (
    <InboxTable
      {...props}
      caption="Image requests"
      columns={['From', 'Looking for']}
      whatOf={(item) => `image request from ${nameOf(item)}`}
      cellsOf={(item) => (
        <>
          <td data-label="From" className={styles.person}>
            <div>
              {nameOf(item)}
              <br />
              <MailLink email={item.email} />
            </div>
          </td>
          <td data-label="Looking for" className={styles.text}>
            {item.lookingFor}
          </td>
        </>
      )}
    />
  );
}
