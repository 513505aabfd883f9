/**
 * The shell's own parts around the applications: header, footer and the overlays (loading bar,
 * notification banner, analytics consent). Each is its own React root behind an error boundary,
 * so a crash in one leaves the others and the page alone.
 */
import type { ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { withTransitionRoots } from 'shared-kit';
import { ConsentHost } from '../consent/ConsentHost';
import { seedShellPages } from '../content/page-content';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { LoadingBar } from '../notifications/LoadingBar';
import { NotificationBanner } from '../notifications/NotificationBanner';
import { type ChromePart, chromeIdPrefix } from './chrome-ids';

/** Renders as transitions: the first paint of each part is sliced instead of one long task. */
const { createRoot } = withTransitionRoots(ReactDOMClient);

/**
 * The content the shell's server rendered the header and footer with (server-chrome.tsx), before
 * anything that reads it renders: the header, the footer and the not-found page.
 */
export function seedChromeContent(): void {
  const block = document.getElementById('shell-server-data');
  if (!block?.textContent) return;
  try {
    seedShellPages(JSON.parse(block.textContent));
  } catch {
    // A broken block: the parts fetch their content as without a server render.
  }
}

function mount(elementId: string, label: ChromePart, content: ReactNode): void {
  let element = document.getElementById(elementId);
  if (!element) {
    element = document.createElement('div');
    element.id = elementId;
    document.body.append(element);
  }
  const tree = (
    <ErrorBoundary label={label} fallback={() => null}>
      {content}
    </ErrorBoundary>
  );
  // A part the shell's server already rendered is hydrated, not drawn again.
  if (element.hasAttribute('data-server-rendered')) {
    element.removeAttribute('data-server-rendered');
    ReactDOMClient.hydrateRoot(element, tree, {
      identifierPrefix: chromeIdPrefix(label),
      onRecoverableError: (error, info) => console.error(`[shell] ${label} hydration`, error, info.componentStack),
    });
    return;
  }
  createRoot(element, { identifierPrefix: chromeIdPrefix(label) }).render(tree);
}

/** The overlays (loading bar, notifications, consent) first: a remote's message has a place from the start. */
export function renderOverlays(): void {
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

/** The header and footer, hydrating what the shell's server rendered. */
export function renderChrome(): void {
  mount('shell-header', 'header', <Header />);
  mount('shell-footer', 'footer', <Footer />);
}
