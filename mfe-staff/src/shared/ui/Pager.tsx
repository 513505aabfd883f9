/** Previous / next paging under a list, with where the staffer is ("Page 2 of 7 · 341 orders"). */
import { button } from 'shared-kit/buttons';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, plural: "orders". */
  noun: string;
  onPage: (page: number) => void;
}

export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={button('outline')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </span>
      <button type="button" className={button('outline')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
