/**
 * The frame both inbox lists share: a caption, "Received" first and "State" last around the list's
 * own columns, a row saying the list is empty, and per item its received time and HandledCell.
 * Each list (ImageRequestsTable, ProductRegistrationsTable) gives only its middle cells.
 */
import type { ReactNode } from 'react';
import type { StaffHandled } from 'shared-contracts/api/staff-inbox';
import table from '../../shared/ui/data-table.module.css';
import { formatDateTime } from '../../shared/ui/format';
import { HandledCell } from './HandledCell';
import styles from './inbox.module.css';

export interface InboxItem extends StaffHandled {
  id: string;
  createdAt: string;
}

/** What every inbox list is given by the page. */
export interface InboxListProps<T extends InboxItem> {
  items: T[];
  empty: string;
  onHandle: (id: string) => Promise<void>;
}

export interface InboxTableProps<T extends InboxItem> extends InboxListProps<T> {
  caption: string;
  /** The list's own column names, between "Received" and "State". */
  columns: readonly string[];
  /** The list's own cells of one item, one <td data-label> per column. */
  cellsOf: (item: T) => ReactNode;
  /** Who or what the item is, for the "Mark handled" button's accessible name. */
  whatOf: (item: T) => string;
}

export function InboxTable<T extends InboxItem>({
  caption,
  columns,
  cellsOf,
  whatOf,
  items,
  empty,
  onHandle,
}: InboxTableProps<T>) {
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 2} className={table.empty}>
              {empty}
            </td>
          </tr>
        ) : null}
        {items.map((item) => (
          <tr key={item.id}>
            <td data-label="Received" className={styles.when}>
              {formatDateTime(item.createdAt)}
            </td>
            {cellsOf(item)}
            <td data-label="State">
              <HandledCell item={item} what={whatOf(item)} onHandle={() => onHandle(item.id)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
