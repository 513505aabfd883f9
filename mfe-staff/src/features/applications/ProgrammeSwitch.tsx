/** The two programmes as a segmented control of links (the choice lives in the address). */
import { Link } from 'react-router-dom';
import styles from './applications.module.css';
import { PROGRAMMES, type Programme } from './applications-api';

export function ProgrammeSwitch({ current, hrefOf }: { current: Programme; hrefOf: (p: Programme) => string }) {
  return (
    <nav aria-label="Programmes">
      <ul className={styles.segments}>
        {PROGRAMMES.map(({ programme, label }) => (
          <li key={programme}>
            <Link
              to={hrefOf(programme)}
              className={styles.segment}
              aria-current={programme === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
