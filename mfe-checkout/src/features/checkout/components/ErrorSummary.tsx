/**
 * A form's error summary ('Errors in the Billing Form', ...): announced when it appears, and each
 * entry moves focus to the field it names.
 */
import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import styles from './ErrorSummary.module.css';

export interface SummaryEntry {
  fieldId: string;
  text: string;
}

interface ErrorSummaryProps {
  id: string;
  title: string;
  entries: SummaryEntry[];
  children?: ReactNode;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { id, title, entries, children },
  ref,
) {
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div ref={ref} id={id} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.fieldId}>
              <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
});
