/**
 * A dealers page's content from the content service (`GET /strapi/page/{name}`, 001 section 7),
 * through the kit's one page loader (shared-kit/page-content): read once per page name and
 * kept for later visits (001 section 4), title and description set from its meta_data. A failed
 * read logs and leaves the page on its built-in copy (001 section 8: content failures fall back to
 * defaults), so the page never waits on content to be usable.
 */
import { useEffect, useState } from 'react';
import { BRAND } from 'shared-contracts';
import type { PagesByName } from 'shared-contracts/api/content';
import { applyPageMeta, loadPageOnce, readPage, seedPage, settledPage } from 'shared-kit/page-content';
import { serverResource, useServerRender } from 'shared-kit/server-render';

type DealerPageName = 'dealerlocator' | 'dealerregistration';
type PageContent<N extends DealerPageName> = Partial<PagesByName[N]> | null;

const KEY_PREFIX = 'page:';
const DEALER_PAGES: readonly DealerPageName[] = ['dealerlocator', 'dealerregistration'];

/** The content a server-rendered page was rendered with: the first render in the browser uses it. */
export function seedPageContent(data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    const name = key.slice(KEY_PREFIX.length) as DealerPageName;
    if (!key.startsWith(KEY_PREFIX) || !DEALER_PAGES.includes(name)) continue;
    seedPage(name, value as PagesByName[DealerPageName] | null);
  }
}

/** The page's content (null until read, and when it cannot be had); sets title and description. */
export function usePageContent<N extends DealerPageName>(name: N, fallbackTitle: string) {
  // On the server: this request's copy (asked for by a first pass), which also gives the head.
  const server = useServerRender();
  const rendered = serverResource(server, KEY_PREFIX + name, () => readPage(name, { silentLoading: true }));
  if (server) {
    const meta = rendered?.meta_data;
    server.head = {
      title: meta?.meta_title || `${fallbackTitle} | ${BRAND.name}`,
      description: meta?.meta_description || undefined,
    };
  }
  const [content, setContent] = useState<PageContent<N>>(() => rendered ?? settledPage(name) ?? null);
  useEffect(() => {
    let current = true;
    applyPageMeta(null, fallbackTitle);
    void loadPageOnce(name, { owner: 'dealers', silentLoading: true }).then((page) => {
      if (!current || !page) return;
      setContent(page);
      applyPageMeta(page.meta_data, fallbackTitle);
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
