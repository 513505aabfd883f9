/**
 * React's `renderToPipeableStream` in the shape shared-kit's server render uses it, rendered by Preact
 * (the default renderer; decision 0051). The builds resolve `react-dom/server` here when Preact is the
 * renderer.
 *
 * One `renderToStringAsync` renders the whole page: it waits for lazy parts and Suspense and writes
 * every boundary inline, which is what shared-kit asks of React (`progressiveChunkSize` infinite,
 * `onAllReady`). React writes the resources a page asked for first, as `<link rel="preload">` tags
 * before the HTML: those of `preload(...)` (preact-dom.mjs hands them to the render running) and its
 * high-priority images. Preact does not, so they are written here, in React's order and with React's
 * attributes in React's order (the shell's server moves them into its head).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToStringAsync, renderToString as renderToStringOf } from 'preact-render-to-string';
import { RESOURCE_DISPATCHER } from './preact-dom.mjs';
import { withIdScope } from './preact-id-scope.mjs';

/** React's `renderToString(node, { identifierPrefix })`. */
export function renderToString(node, options = {}) {
  return renderToStringOf(withIdScope(node, options.identifierPrefix));
}

export { renderToString as renderToStaticMarkup };

const escapeAttribute = (value) =>
  String(value).replace(
    /[&"'<>]/g,
    (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c],
  );

/** `<link ...attributes/>` as React writes it: in the given order, without the unset ones. */
function linkTag(attributes) {
  let tag = '<link';
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) tag += ` ${name}="${value}"`;
  return `${tag}/>`;
}

/** React DOM's `crossorigin` for a hint: fonts always, else '' or 'use-credentials' when one is given. */
function crossOriginOf(as, value) {
  if (as === 'font') return '';
  if (typeof value !== 'string') return undefined;
  return value === 'use-credentials' ? value : '';
}

/**
 * The resources one render asked for, kept as React keeps them: fonts, then high-priority images, then
 * the rest, each once (an image by its srcset and sizes, or its URL).
 */
class RenderResources {
  fonts = [];
  highImages = [];
  bulk = [];
  seen = new Set();

  /** React DOM's `preload(href, options)` (its attributes: rel, href, as, then the options'). */
  preload(href, options) {
    const { as } = options;
    const string = (name) => (typeof options[name] === 'string' ? escapeAttribute(options[name]) : undefined);
    const imageSrcSet = as === 'image' ? string('imageSrcSet') : undefined;
    // Keyed as the images of the HTML are (its attribute values are escaped too).
    const key = imageSrcSet ? `image:${imageSrcSet}\n${string('imageSizes') ?? ''}` : `${as}:${escapeAttribute(href)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const crossOrigin = crossOriginOf(as, options.crossOrigin);
    const link = linkTag({
      rel: 'preload',
      href: imageSrcSet ? undefined : escapeAttribute(href),
      as: escapeAttribute(as),
      crossorigin: crossOrigin,
      integrity: string('integrity'),
      nonce: string('nonce'),
      type: string('type'),
      fetchPriority: string('fetchPriority'),
      referrerPolicy: string('referrerPolicy'),
      imageSrcSet,
      imageSizes: string('imageSizes'),
      media: string('media'),
    });
    if (as === 'font') this.fonts.push(link);
    else if (as === 'image' && options.fetchPriority === 'high') this.highImages.push(link);
    else this.bulk.push(link);
  }

  /** The page's high-priority images (from its HTML), as React hints an `<img fetchPriority="high">`. */
  addImages(html) {
    for (const [tag] of html.matchAll(HIGH_PRIORITY_IMAGE)) {
      const src = attribute(tag, 'src');
      const srcSet = attribute(tag, 'srcset');
      if (!src && !srcSet) continue;
      const sizes = attribute(tag, 'sizes');
      const key = srcSet ? `image:${srcSet}\n${sizes ?? ''}` : `image:${src}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      // React's order for an image's preload: rel, as, href (without a srcset), imageSrcSet,
      // imageSizes, crossorigin, integrity, type, fetchPriority, referrerPolicy.
      const crossOrigin = attribute(tag, 'crossorigin');
      this.highImages.push(
        linkTag({
          rel: 'preload',
          as: 'image',
          href: srcSet ? undefined : src,
          imageSrcSet: srcSet,
          imageSizes: sizes,
          crossorigin: crossOrigin === undefined ? undefined : crossOriginOf('image', crossOrigin),
          integrity: attribute(tag, 'integrity'),
          type: attribute(tag, 'type'),
          fetchPriority: 'high',
          referrerPolicy: attribute(tag, 'referrerpolicy'),
        }),
      );
    }
  }

  /** The links React writes before the page's HTML. */
  toString() {
    return [...this.fonts, ...this.highImages, ...this.bulk].join('');
  }
}

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/**
 * The resources of the render running (its async context), where preact-dom.mjs's hints go: it finds
 * this dispatcher under RESOURCE_DISPATCHER, a global symbol.
 */
const renderResources = new AsyncLocalStorage();
globalThis[RESOURCE_DISPATCHER] = {
  preload(href, options) {
    const resources = renderResources.getStore();
    resources?.preload(href, options);
    return resources !== undefined;
  },
};

/**
 * Renders `node`; calls `onAllReady` once the whole page is rendered (or `onShellError` and
 * `onError` when it throws), and writes it to the stream `pipe` is given.
 */
export function renderToPipeableStream(node, options = {}) {
  let html = null;
  let aborted = false;
  const resources = new RenderResources();
  renderResources
    .run(resources, () => renderToStringAsync(withIdScope(node, options.identifierPrefix)))
    .then(
      (rendered) => {
        if (aborted) return;
        resources.addImages(rendered);
        html = resources.toString() + rendered;
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
