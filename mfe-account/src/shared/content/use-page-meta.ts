/**
 * Title and description of an account page from the content service (`GET /strapi/page/{name}`,
 * 001 section 7), read once per page name and kept for later visits. A failed read logs and keeps
 * the fallback title (001 section 8: content failures fall back to defaults).
 */
import { useEffect } from 'react';
import { apiCall, BRAND } from 'shared-contracts';

interface PageMeta {
  meta_data?: { meta_title?: string; meta_description?: string };
}

const pages = new Map<string, Promise<PageMeta | null>>();

function loadPage(name: string): Promise<PageMeta | null> {
  let page = pages.get(name);
  if (!page) {
    page = apiCall<{ data: PageMeta }>(`/strapi/page/${name}`, { skipErrorHandler: true, silentLoading: true })
      .then((answer) => answer?.data ?? null)
      .catch((error: unknown) => {
        console.warn(`[account] page content ${name} not read:`, error instanceof Error ? error.message : error);
        pages.delete(name);
        return null;
      });
    pages.set(name, page);
  }
  return page;
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

export function usePageMeta(name: string | null, fallbackTitle: string): void {
  useEffect(() => {
    let current = true;
    document.title = `${fallbackTitle} | ${BRAND.name}`;
    if (!name) return;
    void loadPage(name).then((page) => {
      const meta = page?.meta_data;
      if (!current || !meta) return;
      if (meta.meta_title) document.title = meta.meta_title;
      if (meta.meta_description) setMeta('description', meta.meta_description);
    });
    return () => {
      current = false;
    };
  }, [name, fallbackTitle]);
}
