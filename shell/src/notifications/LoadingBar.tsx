/**
 * The global loading indicator (000 section 4): a thin ember bar at the very top while any request
 * is outstanding (the token refresh excluded by the HTTP client) or the session is being set up.
 */
import { loadingCount } from 'shared-contracts';
import { useStore } from '../lib/store';
import { useStateEvent } from '../lib/use-events';
import { authLoading } from '../session/session-service';
import styles from './LoadingBar.module.css';

export function LoadingBar() {
  const outstanding = useStateEvent(loadingCount) ?? 0;
  const sessionBusy = useStore(authLoading);
  const busy = outstanding > 0 || sessionBusy;
  return (
    <div className={styles.track} data-active={busy || undefined} data-testid="loading-bar" aria-hidden={!busy}>
      {busy && <div className={styles.bar} role="progressbar" aria-label="Loading" />}
    </div>
  );
}
