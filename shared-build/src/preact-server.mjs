/**
 * React's `renderToPipeableStream` in the shape shared-kit's server render uses it, rendered by Preact
 * (SHOP_RENDERER=preact; decision 0051). The builds resolve `react-dom/server` here when Preact is the
 * renderer.
 *
 * One `renderToStringAsync` renders the whole page: it waits for lazy parts and Suspense and writes
 * every boundary inline, which is what shared-kit asks of React (`progressiveChunkSize` infinite,
 * `onAllReady`). React hints a page's high-priority images itself, as `<link rel="preload">` tags
 * before the HTML; Preact does not, so they are written here, from the HTML, the same way.
 */
import { PassThrough } from 'node:stream';
import { renderToStringAsync, renderToString as renderToStringOf } from 'preact-render-to-string';
import { withIdScope } from './preact-id-scope.mjs';

/** React's `renderToString(node, { identifierPrefix })`. */
export function renderToString(node, options = {}) {
  return renderToStringOf(withIdScope(node, options.identifierPrefix));
}

export { renderToString as renderToStaticMarkup };

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** The `<link rel="preload" as="image">` tags React writes for the page's high-priority images. */
export function imagePreloads(html) {
  const links = [];
  for (const [tag] of html.matchAll(HIGH_PRIORITY_IMAGE)) {
    const src = attribute(tag, 'src');
    const srcSet = attribute(tag, 'srcset');
    if (!src && !srcSet) continue;
    const sizes = attribute(tag, 'sizes');
    let link = '<link rel="preload" as="image" fetchPriority="high"';
    if (srcSet) link += ` imageSrcSet="${srcSet}"${sizes ? ` imageSizes="${sizes}"` : ''}`;
    else link += ` href="${src}"`;
    links.push(`${link}/>`);
  }
  return [...new Set(links)].join('');
}

/**
 * Renders `node`; calls `onAllReady` once the whole page is rendered (or `onShellError` and
 * `onError` when it throws), and writes it to the stream `pipe` is given.
 */
export function renderToPipeableStream(node, options = {}) {
  let html = null;
  let aborted = false;
  renderToStringAsync(withIdScope(node, options.identifierPrefix)).then(
    (rendered) => {
      if (aborted) return;
      html = imagePreloads(rendered) + rendered;
      options.onShellReady?.();
      options.onAllReady?.();
    },
    (error) => {
      if (aborted) return;
      options.onError?.(error);
      options.onShellError?.(error);
    },
  );
  return {
    pipe(writable) {
      const stream = new PassThrough();
      stream.end(html ?? '');
      return stream.pipe(writable);
    },
    abort() {
      aborted = true;
    },
  };
}
