/**
 * Server rendering through Module Federation (docs/decisions/0017). A remote publishes, beside its
 * browser build, a Node build of the same federation config in its version folder's `ssr/`, and
 * the registry records it with the version (`builds[version].server`, the build's manifest). For a
 * page the route owner renders, the shell's server loads that build's remote entry for the
 * registry's current version (once per version: a published version never changes), asks its
 * container for `./server` and calls `renderPage`.
 *
 * A rendered page is reused for `cacheMs` (SERVER_RENDER_CACHE_MS, default 5 s, as long as the API
 * keeps its price list) per version and URL (render-reuse.mjs): the pages are public (rendered as nobody), so a burst of visitors to one product
 * costs one render, and a publish or rollback (a new version) is never served from the cache.
 *
 * Nothing here may break a page: a remote without a server build, a build that cannot be loaded,
 * a render that throws or one that outlasts the budget all answer null, and the page is sent for
 * rendering in the browser as before. Each such fallback is logged with its reason.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderReuse, withinBudget } from './render-reuse.mjs';

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
  /** Rendered pages by version and URL. */
  const reuse = renderReuse({ reuseMs: cacheMs });

  return function renderOnServer({ owner, build, url, apiBase, origin = '' }) {
    if (!build) return Promise.resolve(null);
    return reuse(`${build.key} ${apiBase} ${origin} ${url}`, () => render({ owner, build, url, apiBase, origin }));
  };

  async function render({ owner, build, url, apiBase, origin }) {
    const controller = new AbortController();
    try {
      const loadAndRender = async () => {
        const mod = await moduleFor(build);
        const page = await mod.renderPage({ url, apiBase, origin, signal: controller.signal });
        return { ...page, serverDataId: mod.SERVER_DATA_ELEMENT_ID ?? `${owner}-server-data` };
      };
      return await withinBudget(loadAndRender(), budgetMs, () => controller.abort());
    } catch (error) {
      log.warn({ remote: build.key, url, err: error }, 'server render failed; the page is rendered in the browser');
      return null;
    }
  }
}
