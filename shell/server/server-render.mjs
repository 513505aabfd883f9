/**
 * Server rendering through Module Federation (docs/decisions/0017). A remote publishes, beside its
 * browser build, a Node build of the same federation config in its version folder's `ssr/`, and
 * the registry records it with the version (`builds[version].server`, the build's manifest). For a
 * page the route owner renders, the shell's server loads that build's remote entry for the
 * registry's current version (once per version: a published version never changes), asks its
 * container for `./server` and calls `renderPage`.
 *
 * A rendered page is kept for `cacheMs` (SERVER_RENDER_CACHE_MS, default 5 s, as long as the API
 * keeps its price list) per version and URL, and requests for the same page while it renders share
 * that one render: the pages are public (rendered as nobody), so a burst of visitors to one product
 * costs one render, and a publish or rollback (a new version) is never served from the cache.
 *
 * Nothing here may break a page: a remote without a server build, a build that cannot be loaded,
 * a render that throws or one that outlasts the budget all answer null, and the page is sent for
 * rendering in the browser as before. Each such fallback is logged with its reason.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFile = createRequire(import.meta.url);

/** The server build a registry entry records for its current version, as a folder and manifest. */
export function serverBuildOf(registryEntry, deployDir, owner) {
  const version = registryEntry?.current;
  const manifestPath = version ? registryEntry.builds?.[version]?.server : null;
  if (!manifestPath) return null;
  const manifestFile = path.join(deployDir, owner, version, manifestPath);
  return { key: `${owner}@${version}`, manifestFile, dir: path.dirname(manifestFile) };
}

/** Loads a server build's `./server` module through its federation container. */
async function loadServerModule(build) {
  const manifest = JSON.parse(fs.readFileSync(build.manifestFile, 'utf8'));
  const entry = manifest.metaData.remoteEntry;
  const container = requireFile(path.join(build.dir, entry.path ?? '', entry.name));
  // Its own share scope: the build provides the singletons it was built with.
  await container.init({});
  const factory = await container.get('./server');
  const mod = factory();
  if (typeof mod.renderPage !== 'function') throw new Error(`${build.key}: ./server has no renderPage`);
  return mod;
}

/** At most this many rendered pages are kept; the oldest go first. */
const MAX_CACHED_PAGES = 500;

/**
 * @param {{ budgetMs: number, cacheMs?: number, log: { warn: Function } }} options
 * @returns {(input: { owner: string, build: ReturnType<typeof serverBuildOf>, url: string, apiBase: string, origin?: string }) => Promise<null | { html: string, data: object, head: object, status: number, serverDataId: string }>}
 */
export function createServerRenderer({ budgetMs, cacheMs = 0, log }) {
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

  /** Rendered pages (promises, so concurrent requests share a render) by version and URL. */
  const pages = new Map();
  const cached = (key, render) => {
    const hit = pages.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.page;
    const page = render();
    if (cacheMs > 0) {
      pages.delete(key);
      pages.set(key, { at: Date.now(), page });
      if (pages.size > MAX_CACHED_PAGES) pages.delete(pages.keys().next().value);
      // A failed render is not kept: the next request tries again.
      page.then((result) => {
        if (result === null && pages.get(key)?.page === page) pages.delete(key);
      });
    }
    return page;
  };

  return function renderOnServer({ owner, build, url, apiBase, origin = '' }) {
    if (!build) return Promise.resolve(null);
    return cached(`${build.key} ${apiBase} ${origin} ${url}`, () => render({ owner, build, url, apiBase, origin }));
  };

  async function render({ owner, build, url, apiBase, origin }) {
    const controller = new AbortController();
    let timer;
    const overBudget = new Promise((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`render exceeded its budget of ${budgetMs} ms`));
      }, budgetMs);
    });
    try {
      const mod = await Promise.race([moduleFor(build), overBudget]);
      const page = await Promise.race([
        mod.renderPage({ url, apiBase, origin, signal: controller.signal }),
        overBudget,
      ]);
      return { ...page, serverDataId: mod.SERVER_DATA_ELEMENT_ID ?? `${owner}-server-data` };
    } catch (error) {
      log.warn({ remote: build.key, url, err: error }, 'server render failed; the page is rendered in the browser');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
