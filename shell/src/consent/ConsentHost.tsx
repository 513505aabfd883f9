/** Shows the consent modal only while the visitor has not answered; its code loads only then. */
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/store';
import { consent } from './consent-store';

const ConsentModal = lazy(() => import('./ConsentModal'));

export function ConsentHost() {
  const answer = useStore(consent);
  if (answer) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal />
    </Suspense>
  );
}
