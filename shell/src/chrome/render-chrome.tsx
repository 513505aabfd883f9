/**
 * The shell's own parts around the applications: header, footer and the overlays (loading bar,
 * notification banner, analytics consent). Each is its own React root behind an error boundary,
 * so a crash in one leaves the others and the page alone.
 */
import type { ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-contracts';
import { ConsentHost } from '../consent/ConsentHost';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { LoadingBar } from '../notifications/LoadingBar';
import { NotificationBanner } from '../notifications/NotificationBanner';

/** Renders as transitions: the first paint of each part is sliced instead of one long task. */
const { createRoot } = withTransitionRoots(ReactDOMClient);

function mount(elementId: string, label: string, content: ReactNode): void {
  let element = document.getElementById(elementId);
  if (!element) {
    element = document.createElement('div');
    element.id = elementId;
    document.body.append(element);
  }
  createRoot(element).render(
    <ErrorBoundary label={label} fallback={() => null}>
      {content}
    </ErrorBoundary>,
  );
}

export function renderChrome(): void {
  mount('shell-header', 'header', <Header />);
  mount('shell-footer', 'footer', <Footer />);
  mount(
    'shell-overlays',
    'overlays',
    <>
      <LoadingBar />
      <NotificationBanner />
      <ConsentHost />
    </>,
  );
}
