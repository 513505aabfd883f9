/**
 * A dealers page's content from the content service (`GET /strapi/page/{name}`, 001 section 7):
 * read once per page name and kept for later visits (001 section 4), title and description set
 * from its meta_data. A failed read logs and leaves the page on its built-in copy (001 section 8:
 * content failures fall back to defaults), so the page never waits on content to be usable.
 */
import { useEffect, useState } from 'react';
import { apiCall, BRAND } from 'shared-contracts';
import type { PagesByName } from 'shared-contracts/api/content';
import { serverResource, useServerRender } from 'shared-contracts/kit/server-render';

type DealerPageName = 'dealerlocator' | 'dealerregistration';
type PageContent<N extends DealerPageName> = Partial<PagesByName[N]> | null;

const pages = new Map<DealerPageName, Promise<unknown>>();
const settled = new Map<DealerPageName, unknown>();
const KEY_PREFIX = 'page:';

/** The page from the content service, asked now (null when it has none). */
async function fetchPage<N extends DealerPageName>(name: N): Promise<PageContent<N>> {
  const answer = await apiCall<{ data: PagesByName[N] | null }>(`/strapi/page/${name}`, {
    skipErrorHandler: true,
    silentLoading: true,
  });
  return answer?.data && typeof answer.data === 'object' ? answer.data : null;
}

function loadPage<N extends DealerPageName>(name: N): Promise<PageContent<N>> {
  let page = pages.get(name);
  if (!page) {
    page = fetchPage(name)
      .then((data) => {
        settled.set(name, data);
        return data;
      })
      .catch((error: unknown) => {
        console.warn(`[dealers] page content ${name} not read:`, error instanceof Error ? error.message : error);
        pages.delete(name);
        return null;
      });
    pages.set(name, page);
  }
  return page as Promise<PageContent<N>>;
}

/** The content a server-rendered page was rendered with: the first render in the browser uses it. */
export function seedPageContent(data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    if (!key.startsWith(KEY_PREFIX)) continue;
    const name = key.slice(KEY_PREFIX.length) as DealerPageName;
    settled.set(name, value);
    pages.set(name, Promise.resolve(value));
  }
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The page's content (null until read, and when it cannot be had); sets title and description. */
export function usePageContent<N extends DealerPageName>(name: N, fallbackTitle: string) {
  // On the server: this request's copy (asked for by a first pass), which also gives the head.
  const server = useServerRender();
  const rendered = serverResource(server, KEY_PREFIX + name, () => fetchPage(name));
  if (server) {
    const meta = rendered?.meta_data;
    server.head = {
      title: meta?.meta_title || `${fallbackTitle} | ${BRAND.name}`,
      description: meta?.meta_description || undefined,
    };
  }
  const [content, setContent] = useState<PageContent<N>>(
    () => rendered ?? (settled.get(name) as PageContent<N> | undefined) ?? null,
  );
  useEffect(() => {
    let current = true;
    document.title = `${fallbackTitle} | ${BRAND.name}`;
    void loadPage(name).then((page) => {
      if (!current || !page) return;
      setContent(page);
      const meta = page.meta_data;
      if (meta?.meta_title) document.title = meta.meta_title;
      if (meta?.meta_description) setMeta('description', meta.meta_description);
    });
    return () => {
      current = false;
    };
  }, [name, fallbackTitle]);
  return content;
}

/** A text from content, or the built-in one when the content has none. */
export function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}
