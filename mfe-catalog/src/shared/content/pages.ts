import type { PageName, PagesByName } from 'shared-contracts';
import { readPage } from 'shared-kit/page-content';
import { fetchOnce } from './fetch-once';
import { type Resource, useResource } from './use-resource';

/**
 * A content page, read by the kit's one page loader (shared-kit/page-content) and kept in
 * the catalog's fetch-once store, which a server render seeds. A failed fetch is logged and falls
 * back to empty content (spec 001 §8), so a page renders its frame rather than an error screen; the
 * failure is not cached, so the next visit asks again.
 */
const loadPage = <N extends PageName>(name: N) => readPage(name);

export function pageKey(name: PageName): string {
  return `page:${name}`;
}

export function getPage<N extends PageName>(name: N): Promise<PagesByName[N] | null> {
  return fetchOnce(pageKey(name), () => loadPage(name)).catch((error: unknown) => {
    console.error(`[catalog] content "${name}" could not be loaded`, error);
    return null;
  });
}

export function usePage<N extends PageName>(name: N): Resource<PagesByName[N] | null> {
  return useResource<PagesByName[N] | null>(pageKey(name), () => loadPage(name), null);
}
