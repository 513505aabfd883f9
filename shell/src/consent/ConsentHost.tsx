/**
 * Shows the consent modal only while the visitor has not answered; its code loads only then, and
 * only once the page has loaded and the browser is idle, so the prompt never competes with the
 * page's first paint (nothing is tracked before an answer anyway).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '../lib/after-page-load';
import { useStore } from '../lib/store';
import { consent } from './consent-store';

const ConsentModal = lazy(() => import('./ConsentModal'));

export function ConsentHost() {
  const answer = useStore(consent);
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    void afterPageLoad().then(() => alive && setPageLoaded(true));
    return () => {
      alive = false;
    };
  }, []);
  if (answer || !pageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal />
    </Suspense>
  );
}
