/** The layout's `loader="page"`: plain HTML (single-spa-layout puts it in before any code runs). */
import { escapeHtml } from '../lib/escape-html';
import styles from './AppLoader.module.css';

export function pageLoaderHtml(label = 'Loading'): string {
  return `<div class="${styles.loader}" data-boundary="shell" data-testid="app-loader" role="status" aria-live="polite"><div class="${styles.hero}"></div><span class="visually-hidden">${escapeHtml(label)}…</span></div>`;
}
