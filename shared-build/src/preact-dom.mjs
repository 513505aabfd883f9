/**
 * `react-dom` rendered by Preact (the default renderer; decision 0051): its compatibility layer,
 * which holds React DOM's API too, imported as `react` so the page runs one copy of it.
 *
 * preact/compat has none of React DOM's resource hints. `preload` is added here: while the server
 * shim (preact-server.mjs) renders, it hands the hint to that render, which writes it as a
 * `<link rel="preload">` at the start of its stream, as React's server does. Elsewhere (the browser)
 * it adds the link to the document's head, as React DOM does.
 */
export * from 'react';
export { default } from 'react';

/** Where preact-server.mjs installs its resource dispatcher (a global: one however it is bundled). */
export const RESOURCE_DISPATCHER = Symbol.for('shop.preact-dom.resources');

/** React DOM's `preload(href, { as, ... })`: a hint, ignored when it names no `href` or `as`. */
export function preload(href, options) {
  if (typeof href !== 'string' || !href || typeof options?.as !== 'string' || !options.as) return;
  // True when a server render running took the hint.
  if (globalThis[RESOURCE_DISPATCHER]?.preload(href, options)) return;
  if (typeof document === 'undefined') return;
  const { as, crossOrigin, fetchPriority, imageSizes, imageSrcSet, integrity, media, referrerPolicy, type } = options;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) {
    if (link.getAttribute('href') === href && link.getAttribute('as') === as) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (!(as === 'image' && imageSrcSet)) link.href = href;
  const attributes = { crossOrigin, fetchPriority, imageSizes, imageSrcSet, integrity, media, referrerPolicy, type };
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') link.setAttribute(name.toLowerCase(), value);
  }
  document.head.appendChild(link);
}
