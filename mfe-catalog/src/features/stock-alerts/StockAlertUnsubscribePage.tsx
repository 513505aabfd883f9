/**
 * /stock-alerts/unsubscribe?token=: the link at the foot of a back-in-stock e-mail. Nothing changes
 * on opening the link (mail scanners open links); the visitor confirms with the button, then the
 * address's waiting alerts are cancelled.
 */
import { useState } from 'react';
import { ApiCallError, apiCall } from 'shared-kit';
import { button } from 'shared-kit/buttons';
import { useHydrated } from 'shared-kit/server-render';
import { useDocumentMeta } from '../../shared/content/use-document-meta';
import { useSearchParams } from '../../shared/location';
import { CatalogLink } from '../../shared/ui/CatalogLink';
import { PageShell } from '../../shared/ui/PageShell';
import styles from './stock-alerts.module.css';

type State =
  | { kind: 'ask' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export default function StockAlertUnsubscribePage() {
  useDocumentMeta('Back-in-stock e-mails', 'Stop back-in-stock e-mails.');
  // It acts through the page's code: disabled until the page is hydrated (a click before is lost).
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'ask' });

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      const answer = await apiCall<{ message: string }>('/ProductNotification/unsubscribe', {
        method: 'POST',
        body: { token },
        skipErrorHandler: true,
      });
      setState({ kind: 'done', message: answer.message });
    } catch (error) {
      const message = error instanceof ApiCallError ? (error.body?.message ?? error.message) : String(error);
      setState({ kind: 'failed', message });
    }
  };

  return (
    <PageShell title="Back-in-stock e-mails" narrow>
      <div className={styles.card} aria-live="polite">
        {!token ? (
          <p>This link is incomplete. Open the link from your e-mail again.</p>
        ) : state.kind === 'done' ? (
          <p className={styles.done}>{state.message}.</p>
        ) : state.kind === 'failed' ? (
          <p className={styles.failed}>{state.message}.</p>
        ) : (
          <>
            <p>Stop every back-in-stock e-mail you are still waiting for at this address?</p>
            <button
              type="button"
              className={button('dark')}
              onClick={confirm}
              disabled={state.kind === 'busy' || !hydrated}
            >
              {state.kind === 'busy' ? 'Stopping…' : 'Stop back-in-stock e-mails'}
            </button>
          </>
        )}
        <p className={styles.back}>
          <CatalogLink to="/">Back to the shop</CatalogLink>
        </p>
      </div>
    </PageShell>
  );
}
