/**
 * A dealers page's content from the content service (`GET /strapi/page/{name}`, 001 section 7):
 * read once per page name and kept for later visits (001 section 4), title and description set
 * from its meta_data. A failed read logs and leaves the page on its built-in copy (001 section 8:
 * content failures fall back to defaults), so the page never waits on content to be usable.
 */
import { useEffect, useState } from 'react';
import { apiCall, BRAND } from 'shared-contracts';
import type { PagesByName } from 'shared-contracts/api/content';

type DealerPageName = 'dealerlocator' | 'dealerregistration';

const pages = new Map<DealerPageName, Promise<unknown>>();
const settled = new Map<DealerPageName, unknown>();

function loadPage<N extends DealerPageName>(name: N): Promise<Partial<PagesByName[N]> | null> {
  let page = pages.get(name);
  if (!page) {
    page = apiCall<{ data: PagesByName[N] | null }>(`/strapi/page/${name}`, {
      skipErrorHandler: true,
      silentLoading: true,
    })
      .then((answer) => {
        const data = answer?.data && typeof answer.data === 'object' ? answer.data : null;
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
  return page as Promise<Partial<PagesByName[N]> | null>;
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
  const [content, setContent] = useState<Partial<PagesByName[N]> | null>(
    () => (settled.get(name) as Partial<PagesByName[N]> | undefined) ?? null,
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
