/**
 * The shell's HTML as served. The built index.html knows no remote URL; at request time the shell
 * server adds what only the deployment knows:
 *   - the runtime config, inline (the shell reads it there instead of asking /runtime-config.json,
 *     one round trip less before anything can load);
 *   - preload hints for what the requested route needs: the shell's shared libraries, and the route
 *     owner's manifest, remote entry, page module and the shared libraries only it provides (taken
 *     from the published manifests), so the browser fetches them alongside the shell's own scripts
 *     instead of one after another;
 *   - preload hints for the API calls the owner's page makes first and for its page module's files,
 *     as the owner publishes them in its `route-hints.json` (e.g. the home content and the home
 *     page's chunk for `/`), so its data and code are on the way before its app has run;
 *   - preconnects to the API (its calls and its images);
 *   - for this visitor (the page-hints cookie, decision 0067): preloads of their guest calls, and the
 *     signed-in mark on `<html>` where the page asks for it.
 * On a page its owner rendered, the shell's own scripts are preloads that a small loader runs once
 * the page's largest paint is on screen (scripts-after-largest-paint.mjs, decision 0063).
 * Everything comes from the registry on each request, so a newly published remote is what the next
 * page load preloads. The route owner is read from the shell's own route table (single-spa-layout).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, match } from 'path-to-regexp';
import { constructServerLayout } from 'single-spa-layout/server';
import { inlineJson } from './html-text.mjs';
import { NO_PAGE_HINTS } from './page-hints-cookie.mjs';
import { scriptsAfterLargestPaint } from './scripts-after-largest-paint.mjs';
import { withServerChrome, withServerRender } from './server-rendered-page.mjs';

/** Route table applications that are not a remote's './app' page (see src/federation/remote-apps.ts). */
const NOT_PAGES = new Set(['checkout-cart', 'shell-not-found']);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A published version's files never change (immutable folders), so each is read once it is there
 * (a version's files downloaded from object storage arrive with its first server render).
 */
const versionFiles = new Map();
function readVersionJson(file) {
  if (versionFiles.has(file)) return versionFiles.get(file);
  const value = readJson(file);
  if (value !== null) versionFiles.set(file, value);
  return value;
}

/** Parses the shell's route table once (its container is placed in the page, not needed here). */
export function loadRouteTable(file) {
  const table = fs.readFileSync(file, 'utf8').replace(/\scontainerEl="[^"]*"/, '');
  const { resolvedRoutes } = constructServerLayout({ html: `<html><body><template>${table}</template></body></html>` });
  return resolvedRoutes;
}

/**
 * The remote whose page app the route table mounts for a path and the route's pattern (its `path`,
 * e.g. `/product`; `default` for the catch-all), or a null owner (not-found, shell pages). The
 * pattern is a bounded label for metrics and spans.
 */
export function routeMatch(routes, pathname) {
  const url = new URL(pathname, 'http://shop.local');
  const target = routes.redirects[url.pathname] ? new URL(routes.redirects[url.pathname], url) : url;
  const visit = (children, pattern) => {
    for (const child of children) {
      if (child.type === 'application' && !NOT_PAGES.has(child.name)) return { owner: child.name, pattern };
      if (child.type === 'route' && child.activeWhen(target)) {
        const found = visit(child.routes ?? [], child.default ? 'default' : child.path);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(routes.routes, null) ?? { owner: null, pattern: null };
}

/** The remote whose page app the route table mounts for a path, or null (not-found, shell pages). */
export function routeOwner(routes, pathname) {
  return routeMatch(routes, pathname).owner;
}

const jsAssets = (entry) => entry?.assets?.js?.sync ?? [];
const cssAssets = (entry) => entry?.assets?.css?.sync ?? [];

/**
 * A preload for one of a build's files: scripts and stylesheets. `base` is the published version's
 * address, `file` the file's path in the version (kept as `versionPath`: a remote's loaders name
 * its files so); `file` in the hint is where it is on this server's disk (a server-rendered page
 * inlines its stylesheets).
 */
function fileHint(base, file, versionDir) {
  const href = base + file;
  return {
    rel: 'preload',
    as: href.endsWith('.css') ? 'style' : 'script',
    href,
    versionPath: file,
    file: path.join(versionDir, file),
  };
}

/**
 * What the owner's page for this path needs first, from its published route-hints.json: the API
 * calls it makes (as URLs) and its page module's files.
 */
function routeHints(versionDir, base, config, pathname) {
  const hints = readVersionJson(path.join(versionDir, 'route-hints.json'));
  for (const route of hints?.routes ?? []) {
    const matched = match(route.path, { decode: decodeURIComponent })(pathname);
    if (!matched) continue;
    // Encoded as the page's own client encodes it, so the page's call finds this response.
    const url = (call, params) => config.apiBase + compile(call, { encode: encodeURIComponent })(params);
    return [
      ...route.get.map((call) => ({ rel: 'preload', as: 'fetch', crossorigin: true, href: url(call, matched.params) })),
      ...(route.guestGet ?? []).map((call) => ({
        guestPreload: url(call, { ...matched.params, guestToken: GUEST_TOKEN_SLOT }),
        ifStored: route.guestGetIfStored ?? null,
      })),
      ...(route.files ?? []).map((file) => fileHint(base, file, versionDir)),
      ...(route.signedInMark ? [{ signedInMark: true }] : []),
    ];
  }
  return [];
}

/** An inline script of the page, with its CSP nonce. */
function inlineScript(body, nonce) {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${body}</script>`;
}

/** Stands for the visitor's guest token in a guest call's URL until the server puts it in. */
const GUEST_TOKEN_SLOT = 'GUEST_TOKEN_SLOT';

/**
 * The one key a guest call may wait for (`guestGetIfStored`) that the server knows of: the checkout's
 * guest-cart marker (shared-contracts' GUEST_CART_KEY), which the page-hints cookie carries. A
 * route naming another key gets no preload: the server cannot know what that key holds.
 */
const GUEST_CART_KEY = 'shop.guestCart';

/**
 * The guest calls of the owner's page, started with the page (decision 0067): the visitor's guest
 * token comes from the page-hints cookie (page-hints-cookie.mjs). Nothing is started for a signed-in
 * visitor (the page makes the bearer calls instead) or a visitor without a guest token yet, nor, for
 * a route whose hint names a key (`guestGetIfStored`), unless the guest's cart exists (a guest's cart
 * exists only once the guest made it; asked before, it answers 404 in the console).
 */
function guestPreloads(guestHints, visitor) {
  const { guestToken, guestCart } = visitor;
  if (visitor.signedIn || !guestToken) return [];
  return guestHints
    .filter((hint) => hint.ifStored === null || (hint.ifStored === GUEST_CART_KEY && guestCart))
    .map((hint) => ({
      rel: 'preload',
      as: 'fetch',
      crossorigin: true,
      href: hint.guestPreload.replace(GUEST_TOKEN_SLOT, encodeURIComponent(guestToken)),
    }));
}

/**
 * A page drawn on the server is drawn for nobody; a signed-in visitor's page is marked on `<html>`
 * (`data-signed-in`, from the page-hints cookie) as it is sent, so the page can hide what only a
 * guest would see (the checkout's sign-in offer) until it has hydrated and knows the visitor
 * (decisions 0022 and 0067). Only on a route whose hint asks for it (`signedInMark`).
 */
const withSignedInMark = (html) => html.replace(/<html\b/, '<html data-signed-in');

/** What the owner's page app loads first, from its published manifest and route hints. */
function ownerHints(owner, config, versionDirs, shellShared, pathname) {
  const remote = config.remotes[owner];
  // A URL override (a dev server) has no published files on this server's disk.
  if (!remote || config.overrides?.[owner]?.url) return [];
  // The deploy folder (local storage), else the server builds downloaded from object storage;
  // neither has it (not downloaded yet, no server build): the page goes without the owner's hints.
  const versionDir = versionDirs
    .map((dir) => path.join(dir, owner, remote.version))
    .find((dir) => readVersionJson(path.join(dir, 'mf-manifest.json')));
  if (!versionDir) return [];
  const manifest = readVersionJson(path.join(versionDir, 'mf-manifest.json'));
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  const entry = manifest.metaData.remoteEntry;
  const ownShared = manifest.shared.filter((shared) => !shellShared.has(shared.name));
  const page = routeHints(versionDir, base, config, pathname);
  return [
    // The page's data first (the slowest to answer), then the app's files, then the page's own
    // (a chunk both need is preloaded once, see shellDocument).
    ...page.filter((hint) => hint.as === 'fetch'),
    { rel: 'preload', as: 'fetch', href: remote.entry, crossorigin: true },
    { rel: 'preload', as: 'script', href: base + path.posix.join(entry.path, entry.name) },
    ...[...jsAssets(app), ...ownShared.flatMap(jsAssets), ...cssAssets(app)].map((file) =>
      fileHint(base, file, versionDir),
    ),
    ...page.filter((hint) => hint.as !== 'fetch'),
  ];
}

function linkTag({ rel, as, href, versionPath, crossorigin, inlineStyle, fetchpriority }, nonce) {
  if (inlineStyle !== undefined) {
    // The stylesheet's text, and a disabled (never fetched) link to it that tells the remote's two
    // stylesheet loaders it is in the page: the federation runtime looks for a stylesheet link with
    // its address, the remote's CSS chunk loader for one whose data-href is its path in the version.
    // Without it each loaded the file again and added it on top of the inlined text.
    return (
      `<link rel="stylesheet" href="${href}" data-href="${versionPath}" disabled>` +
      `<style${nonce ? ` nonce="${nonce}"` : ''} data-href="${versionPath}">${inlineStyle}</style>`
    );
  }
  const attrs = [
    `rel="${rel}"`,
    as && `as="${as}"`,
    `href="${href}"`,
    crossorigin && 'crossorigin',
    fetchpriority && `fetchpriority="${fetchpriority}"`,
  ].filter(Boolean);
  return `<link ${attrs.join(' ')}>`;
}

/**
 * `html` with `scripts` put before its first stylesheet link, else at the end of its head. A parser
 * that meets an inline script while a stylesheet is still on its way waits for the stylesheet before
 * it runs the script and reads on: the body would be parsed only once the style arrived, and
 * painted in two frames (what was parsed when the style came, then the rest).
 */
function beforeFirstStylesheet(html, scripts) {
  if (!scripts) return html;
  const link = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/i.exec(html.slice(0, html.indexOf('</head>')));
  return link
    ? html.slice(0, link.index) + scripts + html.slice(link.index)
    : html.replace('</head>', () => `${scripts}</head>`);
}

/** Gives the page's inline <style> and <script> elements the page's CSP nonce (security-headers.mjs). */
function withNonce(html, nonce) {
  if (!nonce) return html;
  return html.replace(/<(style|script)(?=[\s>])(?![^>]*\bsrc=)/g, `<$1 nonce="${nonce}"`);
}

/** Stylesheets up to this size are put in a server-rendered page rather than linked. */
const INLINE_STYLE_MAX_BYTES = 32 * 1024;

/** A published version's stylesheet as text, when it is small enough to inline (read once). */
const inlineStyles = new Map();
function inlineStyleOf(file) {
  if (!file) return null;
  if (!inlineStyles.has(file)) {
    let text = null;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // not on this server's disk (a remote served from elsewhere): linked instead
    }
    inlineStyles.set(file, text && text.length <= INLINE_STYLE_MAX_BYTES && !text.includes('</') ? text : null);
  }
  return inlineStyles.get(file);
}

/**
 * A server-rendered page needs its owner's stylesheets before it paints, and waiting for a
 * stylesheet from the remote's origin (another connection) holds the first paint back: the small
 * ones are inlined, marked as present for the remote's loaders (see linkTag); a large one is
 * linked. The page needs none of the data calls its page would make (the data is in the page), and
 * its scripts are preloaded at low priority.
 */
function forServerRenderedPage(hint) {
  if (hint.as === 'fetch' && !hint.href.endsWith('.json')) return null;
  // The page paints without its code: the code comes after what the paint needs (its stylesheet,
  // its largest image), not before it.
  if (hint.as === 'script') return { ...hint, fetchpriority: 'low' };
  if (hint.as !== 'style') return hint;
  const text = inlineStyleOf(hint.file);
  return text === null
    ? { rel: 'stylesheet', href: hint.href }
    : { inlineStyle: text, href: hint.href, versionPath: hint.versionPath };
}

/** The page template's last form with its scripts run after the largest paint: the same on every request. */
let afterLargestPaint = { indexHtml: null, html: '', loader: null };

/**
 * A server-rendered page runs the shell's scripts once its largest paint is on screen (decision
 * 0063): the build's tags as preloads at a deferred script's low priority, and their loader.
 */
function shellScriptsAfterLargestPaint(indexHtml) {
  if (afterLargestPaint.indexHtml !== indexHtml) {
    const preloadTag = (href) => linkTag({ rel: 'preload', as: 'script', href, fetchpriority: 'low' });
    afterLargestPaint = { indexHtml, ...scriptsAfterLargestPaint(indexHtml, preloadTag) };
  }
  return afterLargestPaint;
}

/**
 * @param {{ indexHtml: string, routes: object, shellManifest: object | null, config: object, deployDir: string, serverBuildsDir?: string | null, pathname: string, nonce?: string, owner?: string | null, rendered?: object | null, chrome?: object | null, origin?: string, traceparent?: string | null, visitor?: { signedIn: boolean, guestToken: string | null, guestCart: boolean } }} input
 *   `deployDir` holds the published versions the config names (their manifests and route hints);
 *   `serverBuildsDir` the versions downloaded from object storage (server-builds.mjs), looked in
 *   when the deploy folder has not the version;
 *   `nonce` is the page's Content-Security-Policy nonce, given to its inline elements;
 *   `rendered` the owner's server render of the page (server-rendered-page.mjs), null when the
 *   page is rendered in the browser; `chrome` the shell's header and footer rendered on the server
 *   (chrome-render.mjs) or null; `origin` the shop's public origin (canonical URLs); `traceparent` the
 *   page's trace context for the browser's first API calls (tracing.mjs), null when tracing is off;
 *   `visitor` the visitor's page hints (page-hints-cookie.mjs): their guest calls and signed-in mark.
 * @returns {{ start: string, end: string }} the page is `start`, the owner's server-rendered HTML
 *   (streamed by shell-server.mjs), then `end`; without a server render all of it is in `start`.
 */
export function shellDocument({
  indexHtml,
  routes,
  shellManifest,
  config,
  deployDir,
  serverBuildsDir = null,
  pathname,
  nonce,
  owner = routeOwner(routes, pathname),
  rendered = null,
  chrome = null,
  origin = '',
  traceparent = null,
  visitor = NO_PAGE_HINTS,
}) {
  const shell = rendered ? shellScriptsAfterLargestPaint(indexHtml) : { html: indexHtml, loader: null };
  const shellShared = new Set((shellManifest?.shared ?? []).map((shared) => shared.name));
  const hints = [
    // API calls are CORS requests, its media plain image loads: each has its own connection.
    { rel: 'preconnect', href: new URL(config.apiBase).origin, crossorigin: true },
    { rel: 'preconnect', href: new URL(config.apiBase).origin },
    // The shell's shares not in its entry's scripts (the page has those already, decision 0060).
    ...(shellManifest?.shared ?? [])
      .flatMap(jsAssets)
      .filter((file) => !indexHtml.includes(`src="/${file}"`))
      .map((file) => ({ rel: 'preload', as: 'script', href: `/${file}` })),
    ...(owner
      ? ownerHints(
          owner,
          config,
          [deployDir, ...(serverBuildsDir ? [serverBuildsDir] : [])],
          shellShared,
          new URL(pathname, 'http://shop.local').pathname,
        )
      : []),
  ];
  // The guest's calls are this visitor's (wherever the owner's hints put them), the rest are the page's.
  const guestHints = hints.filter((hint) => hint.guestPreload);
  const markSignedIn = rendered && visitor.signedIn && hints.some((hint) => hint.signedInMark);
  const fileHints = hints.filter((hint) => !hint.guestPreload && !hint.signedInMark);
  const pageHints = rendered ? fileHints.map(forServerRenderedPage).filter(Boolean) : fileHints;
  const unique = [...new Map(pageHints.map((hint) => [`${hint.rel} ${hint.href} ${hint.crossorigin}`, hint])).values()];
  const head = [
    // While tracing is on: the trace context the shared HTTP client sends on the page's first API
    // calls (shared-kit/src/http/trace-context.ts), so they join the page's trace. Made here of hex digits.
    traceparent ? `<meta name="traceparent" content="${traceparent}">` : '',
    // A data block (type application/json): the browser never runs it, so CSP does not govern it;
    // `<` is escaped, so its text cannot close the element and start a script.
    `<script id="shop-runtime-config" type="application/json">${inlineJson(config)}</script>`,
    ...unique.map((hint) => linkTag(hint, nonce)),
  ].join('');
  // The page's own inline scripts need no style: they run before its first stylesheet, which would
  // hold them (and the parser with them) until it arrived (decision 0061). The visitor's own data is
  // the slowest to answer, and the last thing the page waits for: its preloads start first.
  const early = [
    ...guestPreloads(guestHints, visitor).map((hint) => linkTag(hint, nonce)),
    shell.loader ? inlineScript(shell.loader, nonce) : '',
  ].join('');
  const shellHtml = markSignedIn ? withSignedInMark(shell.html) : shell.html;
  const page = beforeFirstStylesheet(withNonce(shellHtml, nonce), early).replace('</head>', () => `${head}</head>`);
  const withChrome = chrome ? withServerChrome(page, chrome) : page;
  return rendered
    ? withServerRender(withChrome, { owner, rendered, origin, pathname })
    : { start: withChrome, end: '' };
}
