/**
 * One loader of the content service's pages (`GET /strapi/page/{name}`, 001 section 7) for the shell
 * and every remote, in place of the four each part had:
 *
 * - `readPage(name)`: the page asked now (its `data`, or null when there is none); rejects when the
 *   call fails. What a server render uses (each request its own read) and what a caller with its
 *   own cache wraps (the catalog's fetch-once, the shell's defaults).
 * - `loadPageOnce(name, { owner })`: read once per page session and kept for later visits (001
 *   section 4), callers sharing a read on its way. A failure is logged under the owner's name,
 *   forgotten (the next visit asks again) and answers null: content failures fall back to the
 *   page's built-in copy (001 section 8).
 * - `seedPage` / `settledPage`: the copy a server-rendered page came with, found by the first render.
 * - `applyPageMeta(meta, fallbackTitle)`: the page's title and description from its `meta_data`.
 */
import { BRAND, type MetaData, type PageEnvelope, type PageName, type PagesByName } from 'shared-contracts';
import { apiCall } from 'shared-kit';

export interface ReadPageOptions {
  /** No loading bar for this read (a page whose frame does not wait on its content). */
  silentLoading?: boolean;
}

export interface LoadPageOptions extends ReadPageOptions {
  /** Who asks, for the log line of a failure: 'account', 'catalog', ... */
  owner: string;
}

export async function readPage<N extends PageName>(
  name: N,
  { silentLoading = false }: ReadPageOptions = {},
): Promise<PagesByName[N] | null> {
  const envelope = await apiCall<PageEnvelope<N>>(`/strapi/page/${name}`, { skipErrorHandler: true, silentLoading });
  const data = envelope?.data;
  return data && typeof data === 'object' ? data : null;
}

const reads = new Map<PageName, Promise<unknown>>();
const settled = new Map<PageName, unknown>();

export function loadPageOnce<N extends PageName>(
  name: N,
  { owner, ...options }: LoadPageOptions,
): Promise<PagesByName[N] | null> {
  let read = reads.get(name);
  if (!read) {
    read = readPage(name, options).then(
      (page) => {
        settled.set(name, page);
        return page;
      },
      (error: unknown) => {
        console.warn(`[${owner}] page content ${name} not read:`, error instanceof Error ? error.message : error);
        reads.delete(name);
        return null;
      },
    );
    reads.set(name, read);
  }
  return read as Promise<PagesByName[N] | null>;
}

/** The copy of a page a server render was made with: later loads answer it without asking. */
export function seedPage<N extends PageName>(name: N, page: PagesByName[N] | null): void {
  settled.set(name, page);
  reads.set(name, Promise.resolve(page));
}

/** The page if it was read (or seeded) already; undefined otherwise. */
export function settledPage<N extends PageName>(name: N): PagesByName[N] | null | undefined {
  return settled.get(name) as PagesByName[N] | null | undefined;
}

/** Forgets every page read (tests). */
export function forgetPages(): void {
  reads.clear();
  settled.clear();
}

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The page's title (else `<fallbackTitle> | <brand>`) and, when it has one, its description. */
export function applyPageMeta(meta: Partial<MetaData> | null | undefined, fallbackTitle: string): void {
  document.title = meta?.meta_title || `${fallbackTitle} | ${BRAND.name}`;
  if (meta?.meta_description) setMetaTag('description', meta.meta_description);
}
