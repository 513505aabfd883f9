/**
 * Server rendering through Module Federation (docs/decisions/0017). A remote publishes, beside its
 * browser build, a Node build of the same federation config in its version folder's `ssr/`, and
 * the registry records it with the version (its `serverManifest`). For a page the route owner
 * renders, the shell's server loads that build's remote entry for the version this request was
 * given (version-choice.mjs: current, canary or override; once per version, as a published version
 * never changes; server-builds.mjs finds or downloads it), asks its container for `./server` and
 * calls `renderPage` with the page's runtime config, so the page renders with the same versions
 * (its boundary's data-release) as the browser will hydrate with.
 *
 * `renderPage` resolves once its data passes are done, with the page's data, head and status; its
 * HTML follows as a stream (owner-html.mjs): the resources React put first are taken off for the
 * page's head, and the rest is read as it comes and kept, so that the shell's server can send the
 * start of its page first and then the owner's HTML as it arrives (shell-server.mjs).
 *
 * A rendered page is reused for `cacheMs` (SERVER_RENDER_CACHE_MS, default 5 s, as long as the API
 * keeps its price list) per version and URL (render-reuse.mjs): the pages are public (rendered as
 * nobody), so a burst of visitors to one product costs one render, and a publish or rollback (a new
 * version) is never served from the cache. Every request sharing a render replays its HTML from the
 * start.
 *
 * Nothing here may break a page: a remote without a server build, a build that cannot be loaded,
 * a render that throws or one that outlasts the budget before its HTML starts all answer null, and
 * the page is sent for rendering in the browser as before. Each such fallback is logged with its
 * reason, and each failure or timeout is reported for the version's health (`report`, beacons.mjs:
 * `render-failure` or `render-timeout`). Once the answer is given, the owner's HTML must still end
 * within the budget; if it fails after that (never for the kit's renders, whose HTML is whole before
 * they resolve), readers see the failure where it happened (shell-server.mjs ends the page without
 * the owner's data, so the browser renders it), it is logged and reported, and the render is not reused.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { metrics } from './metrics.mjs';
import { leadingResources, replayable } from './owner-html.mjs';
import { renderReuse, withinBudget } from './render-reuse.mjs';
import { NO_SERVER_BUILD } from './server-builds.mjs';

const requireFile = createRequire(import.meta.url);

/** The error withinBudget rejects with when a render outlasts its budget. */
class RenderTimeout extends Error {}

/** Loads a server build's `./server` module through its federation container. */
async function loadServerModule(build) {
  const { manifestFile, dir } = await build.locate();
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entry = manifest.metaData.remoteEntry;
  const container = requireFile(path.join(dir, entry.path ?? '', entry.name));
  // Its own share scope: the build provides the singletons it was built with.
  await container.init({});
  const factory = await container.get('./server');
  const mod = factory();
  if (typeof mod.renderPage !== 'function') throw new Error(`${build.key}: ./server has no renderPage`);
  return mod;
}

/** A page's HTML as a stream: `stream` from a current build, `html` from one published before. */
function htmlSource(page) {
  const { stream } = page;
  if (stream && typeof stream[Symbol.asyncIterator] === 'function') {
    return typeof stream.destroy === 'function' ? stream : Readable.from(stream);
  }
  if (typeof page.html === 'string') return Readable.from([Buffer.from(page.html)]);
  throw new Error('renderPage answered neither a stream nor html');
}

/**
 * @typedef {{
 *   data: object, head: object, status: number, serverDataId: string,
 *   resources: string,
 *   html: { read: () => AsyncGenerator<Buffer>, ended: Promise<void> },
 * }} ServerRender
 *   `resources` are the `<link>` tags React put ahead of the HTML (for the page's head); `html.read()`
 *   starts a reader of the owner's HTML from its start (each request its own), which throws where
 *   the HTML failed.
 */

/**
 * @param {{ budgetMs: number, cacheMs?: number, log: { warn: Function }, report?: (failure: { remote: string, version: string, kind: 'render-failure' | 'render-timeout' }) => void }} options
 * @returns {((input: { owner: string, build: null | { key: string, remote: string, version: string, locate: Function }, url: string, apiBase: string, origin?: string, config?: object, trace?: null | import('./tracing.mjs').PageTrace, log?: { warn: Function } }) => Promise<null | ServerRender>) & { prepare: (build: { key: string, remote: string, version: string, locate: Function }) => void }}
 *   `build` from server-builds.mjs; `config` the page's runtime config, given to the render;
 *   `trace` the page's trace (tracing on); `log` the request's logger (its lines carry the request's ids).
 */
export function createServerRenderer({ budgetMs, cacheMs = 0, log, report = () => {} }) {
  /** Loaded builds by `<remote>@<version>`; a failed load is forgotten so a later request retries. */
  const modules = new Map();
  const moduleFor = (build) => {
    if (!modules.has(build.key)) {
      modules.set(
        build.key,
        loadServerModule(build).catch((error) => {
          modules.delete(build.key);
          throw error;
        }),
      );
    }
    return modules.get(build.key);
  };
  /** Rendered pages by version and URL. */
  const reuse = renderReuse({ reuseMs: cacheMs, onHit: metrics.renderCacheHit });

  const failed = (build, kind) => {
    metrics.serverRenderFailed(build.remote, build.version, kind === 'render-timeout' ? 'timeout' : 'error');
    report({ remote: build.remote, version: build.version, kind });
  };

  // The reuse key holds the owner's version (in build.key), the only version its render shows.
  function renderOnServer({ owner, build, url, apiBase, origin = '', config, trace = null, log: requestLog }) {
    if (!build) return Promise.resolve(null);
    return reuse(`${build.key} ${apiBase} ${origin} ${url}`, (forget) =>
      render({ owner, build, url, apiBase, origin, config, trace, log: requestLog ?? log }, forget),
    );
  }
  /**
   * Gets and loads a build before any page asks for it (a version the registry has just named).
   * A failure is left to the first page that needs the build: it tries again, and reports it.
   */
  renderOnServer.prepare = (build) => {
    moduleFor(build).catch(() => {});
  };
  return renderOnServer;

  async function render({ owner, build, url, apiBase, origin, config, trace, log }, forget) {
    const started = performance.now();
    const span = trace?.render(build.remote, build.version) ?? null;
    const controller = new AbortController();
    let source = null;
    // A build still being downloaded when the budget runs out is no fault of the version.
    let loaded = false;
    try {
      const loadAndRender = async () => {
        const mod = await moduleFor(build);
        loaded = true;
        const page = await mod.renderPage({
          url,
          apiBase,
          origin,
          config,
          signal: controller.signal,
          ...(span ? { traceparent: span.traceparent } : {}),
        });
        source = htmlSource(page);
        // Past the budget the page has been sent for rendering in the browser: the HTML is dropped.
        const unlessTooLate = () => {
          if (!controller.signal.aborted) return;
          source.destroy();
          throw controller.signal.reason;
        };
        unlessTooLate();
        const reader = source[Symbol.asyncIterator]();
        const { resources, first } = await leadingResources(reader);
        unlessTooLate();
        const html = replayable(first, reader, { timeoutMs: budgetMs, destroy: (error) => source.destroy(error) });
        html.ended.then(
          () => {
            metrics.serverRendered(build.remote, build.version, (performance.now() - started) / 1000);
            span?.end();
          },
          (error) => {
            forget();
            const timeout = /did not end within/.test(error?.message);
            failed(build, timeout ? 'render-timeout' : 'render-failure');
            span?.end({ reason: timeout ? 'timeout' : 'error', error });
            log.warn({ remote: build.key, url, err: error }, "the owner's HTML failed after the page started");
          },
        );
        return {
          data: page.data,
          head: page.head,
          status: page.status,
          serverDataId: mod.SERVER_DATA_ELEMENT_ID ?? `${owner}-server-data`,
          resources,
          html,
        };
      };
      let overran = false;
      try {
        return await withinBudget(loadAndRender(), budgetMs, () => {
          overran = true;
          controller.abort();
          source?.destroy();
        });
      } catch (error) {
        throw overran ? Object.assign(new RenderTimeout(error.message), { cause: error }) : error;
      }
    } catch (error) {
      const timeout = error instanceof RenderTimeout;
      span?.end(error?.code === NO_SERVER_BUILD ? null : { reason: timeout ? 'timeout' : 'error', error });
      if (error?.code === NO_SERVER_BUILD) return null;
      if (!timeout) failed(build, 'render-failure');
      else if (loaded) failed(build, 'render-timeout');
      log.warn({ remote: build.key, url, err: error }, 'server render failed; the page is rendered in the browser');
      return null;
    }
  }
}
