/** The layout's `loader="page"`: plain HTML (single-spa-layout puts it in before any code runs). */
import { escapeHtml } from '../lib/escape-html';
import styles from './AppLoader.module.css';

export function pageLoaderHtml(label = 'Loading'): string {
  return `<div class="${styles.loader}" data-boundary="shell" data-testid="app-loader" role="status" aria-live="polite"><div class="${styles.hero}"></div><span class="visually-hidden">${escapeHtml(label)}…</span></div>`;
}

interface LoaderProps {
  domElement: HTMLElement;
}

/**
 * The page loader as a parcel: it shows while an application's code arrives, except where the
 * shell's server already put the application's server-rendered page (`data-server-rendered`),
 * which stays on screen until the application hydrates it. (single-spa-layout's plain-HTML loader
 * would replace that page and then empty the element.)
 */
export function pageLoaderParcel(label = 'Loading') {
  const html = pageLoaderHtml(label);
  const placed = new WeakSet<HTMLElement>();
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }: LoaderProps) => {
      if (domElement.hasAttribute('data-server-rendered')) return;
      domElement.innerHTML = html;
      placed.add(domElement);
    },
    unmount: async ({ domElement }: LoaderProps) => {
      if (!placed.delete(domElement)) return;
      domElement.innerHTML = '';
    },
  };
}
