/**
 * The shell's header and footer rendered on the shell's server (built for Node by
 * rsbuild.server.config.ts into dist/server/; docs/decisions/0017). The server sends them in the
 * page with the content they were rendered with, and the browser hydrates them from that content
 * (render-chrome.tsx). A server render knows no visitor: the header says signed out and an empty
 * cart, as the hydrating browser's first render does, and shows the visitor's own state after it.
 */
import { renderToString } from 'react-dom/server';
import { getRuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { loadShellPage, type ShellPages, ShellPagesContext } from '../content/page-content';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { type ChromePart, chromeIdPrefix } from './chrome-ids';

export const CHROME_DATA_ELEMENT_ID = 'shell-server-data';

export interface RenderedChrome {
  header: string;
  footer: string;
  /** The content pages they were rendered with (embedded in the page for hydration). */
  data: Partial<ShellPages>;
}

export async function renderChrome({ apiBase }: { apiBase: string }): Promise<RenderedChrome> {
  if (getRuntimeConfig().apiBase !== apiBase) setRuntimeConfig({ ...getRuntimeConfig(), apiBase });
  const [app, footer] = await Promise.all([loadShellPage('app'), loadShellPage('footer')]);
  const data = { app, footer };
  const render = (part: ChromePart, node: React.ReactNode) =>
    renderToString(<ShellPagesContext.Provider value={data}>{node}</ShellPagesContext.Provider>, {
      identifierPrefix: chromeIdPrefix(part),
    });
  return { header: render('header', <Header />), footer: render('footer', <Footer />), data };
}
