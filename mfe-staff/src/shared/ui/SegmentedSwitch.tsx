/**
 * A two-way (or few-way) choice drawn as a segmented control of links: the choice lives in the
 * address, the current one is marked aria-current="page", and the nav's accessible name says what
 * is chosen ("Programmes", "Inboxes").
 */
import { Link } from 'react-router-dom';
import styles from './SegmentedSwitch.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedSwitchProps<T extends string> {
  /** The nav landmark's accessible name. */
  label: string;
  options: ReadonlyArray<SegmentedOption<T>>;
  current: T;
  hrefOf: (value: T) => string;
}

export function SegmentedSwitch<T extends string>({ label, options, current, hrefOf }: SegmentedSwitchProps<T>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.segments}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              to={hrefOf(option.value)}
              className={styles.segment}
              aria-current={option.value === current ? 'page' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
