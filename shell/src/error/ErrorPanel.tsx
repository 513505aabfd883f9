/**
 * The shell's error panel (000 and 001 section 8): 'Unexpected Application Error!' with the status
 * or message, shown in place of an application that failed to load or crashed. Try again reloads
 * the page (the remote gets a fresh attempt); the home link always works.
 */
import { handleLinkClick } from 'shared-kit';
import { StatusPanel, statusPanelStyles as styles } from './StatusPanel';

export const ERROR_TITLE = 'Unexpected Application Error!';

export interface ErrorPanelProps {
  /** The status or message, e.g. "Failed to load remote 'dealers'". */
  detail: string;
}

export function ErrorPanel({ detail }: ErrorPanelProps) {
  return (
    <StatusPanel eyebrow="Something misfired" title={ERROR_TITLE} testId="app-error-panel" headingLevel={2}>
      <p className={styles.detail} role="alert">
        {detail}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        <a className={styles.secondary} href="/" onClick={(event) => handleLinkClick(event, '/')}>
          Back to home
        </a>
      </div>
    </StatusPanel>
  );
}
