/**
 * Puts a remote's server render into the shell's page (docs/decisions/0017):
 *   - the head the page declared: title, description, canonical URL, Open Graph and Twitter tags,
 *     and its structured data (JSON-LD), replacing the shell's defaults;
 *   - the place of the rendered HTML inside the route owner's application element, where
 *     single-spa-layout finds it and the remote hydrates it (`data-server-rendered`): the page is
 *     made in two parts, sent before and after the owner's HTML as it streams;
 *   - the data the page was rendered with, as a JSON data block the remote reads before it hydrates;
 *   - no "needs JavaScript" notice: the page reads without it.
 * And the shell's own header and footer (chrome-render.mjs), with the content they were rendered
 * with, in place of the header's boot bar and the empty footer.
 */
import { dataBlock, escapeHtml, inlineJson } from './html-text.mjs';

function absolute(url, origin) {
  if (!url) return null;
  try {
    return new URL(url, origin || 'http://localhost').href;
  } catch {
    return null;
  }
}

/** The page's head tags, from what its render declared. */
export function headTags({ head, origin, pathname }) {
  const canonical = `${origin}${pathname}`;
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  const meta = (attribute, key, content) =>
    content && tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:url', canonical);
  meta('property', 'og:site_name', 'Halvorsen Arms');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  const image = absolute(head.image, origin);
  meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  for (const item of head.jsonLd ?? []) {
    // A data block: never run by the browser, so the page's CSP does not govern it.
    tags.push(`<script type="application/ld+json">${inlineJson(item)}</script>`);
  }
  return tags.join('');
}

/**
 * The shell's page around the owner's HTML, which is streamed between the two parts (shell-server.mjs):
 * `start` ends with the opening tag of the owner's element, `end` begins with its closing tag and
 * holds the rest of the page (footer, data blocks).
 * @param {string} page the shell's page (with its hints)
 * @param {{ owner: string, rendered: { resources?: string, data: object, head: object, serverDataId: string }, origin: string, pathname: string }} input
 *   `resources` are the `<link>` tags React put ahead of the owner's HTML (owner-html.mjs)
 * @returns {{ start: string, end: string }}
 */
export function withServerRender(page, { owner, rendered, origin, pathname }) {
  const { head = {}, resources = '' } = rendered;
  let html = page;
  // Replacements are functions: rendered text may hold `$1` or `$&` (a price), never a pattern.
  if (head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  // The resources the render asked for (the page's largest image, preloaded at high priority) go
  // first in the head, before the scripts' and styles' hints, so the browser asks for the image
  // first; the application's element must hold exactly what its root hydrates.
  const title = html.indexOf('<title>');
  html =
    title >= 0
      ? `${html.slice(0, title)}${resources}${html.slice(title)}`
      : html.replace('</head>', () => `${resources}</head>`);
  html = html.replace('</head>', () => `${headTags({ head, origin, pathname })}</head>`);
  const data = dataBlock(rendered.serverDataId, { path: pathname, data: rendered.data });
  html = html.replace(/<noscript>[^<]*<\/noscript>/, '').replace('</body>', () => `${data}</body>`);
  const main = html.match(/<main id="shop-main"[^>]*>(?=<\/main>)/);
  if (!main) throw new Error('the shell\'s page has no empty <main id="shop-main"> for the owner\'s HTML');
  const at = main.index + main[0].length;
  return {
    start: `${html.slice(0, at)}<div id="single-spa-application:${owner}" data-server-rendered="${owner}">`,
    end: `</div>${html.slice(at)}`,
  };
}

/**
 * @param {string} page the shell's page
 * @param {{ header: string, footer: string, data: object, dataId: string }} chrome
 */
export function withServerChrome(page, chrome) {
  const data = dataBlock(chrome.dataId, chrome.data);
  return page
    .replace(
      /<div id="shell-header">[\s\S]*?<\/div><\/div>(?=\s*<main)/,
      () => `<div id="shell-header" data-server-rendered="shell">${chrome.header}</div>`,
    )
    .replace(
      '<div id="shell-footer"></div>',
      () => `<div id="shell-footer" data-server-rendered="shell">${chrome.footer}</div>`,
    )
    .replace('</body>', () => `${data}</body>`);
}
