/**
 * Mounts the QA override banner (OverrideBanner.tsx) in its own root at the end of the page. Loaded
 * only when the runtime config carries overrides (bootstrap.ts imports this file on demand), so a
 * shopper's page never downloads it.
 */
import ReactDOMClient from 'react-dom/client';
import type { RemoteOverride } from 'shared-contracts';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { OverrideBanner } from './OverrideBanner';

export function showOverrideBanner(overrides: Record<string, RemoteOverride>): void {
  const element = document.createElement('div');
  element.id = 'shell-override-banner';
  document.body.append(element);
  ReactDOMClient.createRoot(element).render(
    <ErrorBoundary label="override banner" fallback={() => null}>
      <OverrideBanner overrides={overrides} />
    </ErrorBoundary>,
  );
}
