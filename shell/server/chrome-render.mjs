/**
 * The shell's own header and footer, rendered on its server with the shell's server build
 * (dist/server/chrome.js, from src/chrome/server-chrome.tsx; docs/decisions/0017). They depend only
 * on two public content pages, so one render is reused for `cacheMs`. Without the build, or when a
 * render fails or outlasts its budget, the page is sent with the header's boot bar and an empty
 * footer, and the browser draws them as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderReuse, withinBudget } from './render-reuse.mjs';

/**
 * @param {{ distDir: string, budgetMs: number, cacheMs: number, log: { warn: Function } }} options
 * @returns {(apiBase: string) => Promise<null | { header: string, footer: string, data: object, dataId: string }>}
 */
export function createChromeRenderer({ distDir, budgetMs, cacheMs, log }) {
  const file = path.join(distDir, 'server', 'chrome.js');
  let mod = null;
  const reuse = renderReuse({ reuseMs: cacheMs, maxEntries: 4 });

  const render = async (apiBase) => {
    if (!mod && !fs.existsSync(file)) return null;
    try {
      mod ??= await import(pathToFileURL(file).href);
      const chrome = await withinBudget(mod.renderChrome({ apiBase }), budgetMs);
      return { ...chrome, dataId: mod.CHROME_DATA_ELEMENT_ID };
    } catch (error) {
      log.warn({ err: error }, 'the header and footer could not be rendered on the server');
      return null;
    }
  };

  return (apiBase) => reuse(apiBase, () => render(apiBase));
}
