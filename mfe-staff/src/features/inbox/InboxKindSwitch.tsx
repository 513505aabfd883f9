/** The two inboxes as a segmented control of links (the choice lives in the address). */
import { Link } from 'react-router-dom';
import styles from './inbox.module.css';
import { INBOX_KINDS, type InboxKind } from './inbox-api';

export function InboxKindSwitch({ current, hrefOf }: { current: InboxKind; hrefOf: (kind: InboxKind) => string }) {
  return (
    <nav aria-label="Inboxes">
      <ul className={styles.segments}>
        {INBOX_KINDS.map(({ kind, label }) => (
          <li key={kind}>
            <Link to={hrefOf(kind)} className={styles.segment} aria-current={kind === current ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
