/**
 * Shows the consent modal only while the visitor has not answered; its code loads only then, and
 * only once the page has loaded and the browser is idle, so the prompt never competes with the
 * page's first paint (nothing is tracked before an answer anyway).
 *
 * Never over checkout: a visitor who is paying is not interrupted by a modal (and nothing of theirs
 * is tracked meanwhile). The prompt waits until they are on any other page of the shop.
 *
 * One modal at a time: the dialog holds the first turn of the shop's modal queue while it is
 * unanswered (consent-turn.ts), and gives it back once answered, so a page's own modal follows it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useModalTurn } from 'shared-kit/modal-queue';
import { afterPageLoad } from '../lib/after-page-load';
import { useStore } from '../lib/store';
import { consent } from './consent-store';
import { CONSENT_MODAL_ID, CONSENT_MODAL_PRIORITY, PAYING_PATHS } from './consent-turn';

const ConsentModal = lazy(() => import('./ConsentModal'));

function usePaying(): boolean {
  const [paying, setPaying] = useState(() => PAYING_PATHS.test(window.location.pathname));
  useEffect(() => {
    const onRoute = () => setPaying(PAYING_PATHS.test(window.location.pathname));
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => window.removeEventListener('single-spa:routing-event', onRoute);
  }, []);
  return paying;
}

export function ConsentHost() {
  const answer = useStore(consent);
  const paying = usePaying();
  const myTurn = useModalTurn(CONSENT_MODAL_ID, !answer && !paying, CONSENT_MODAL_PRIORITY);
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    void afterPageLoad().then(() => alive && setPageLoaded(true));
    return () => {
      alive = false;
    };
  }, []);
  if (!myTurn || !pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal />
    </Suspense>
  );
}
