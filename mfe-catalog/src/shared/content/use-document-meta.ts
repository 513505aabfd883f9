import { useEffect } from 'react';
import { BRAND } from 'shared-contracts';
import { type PageHead, useServerRender } from 'shared-kit/server-render';
import type { StructuredPage } from '../seo/page-structured-data';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export interface PageExtras extends Pick<PageHead, 'type' | 'image'> {
  /** What the page is, for its structured data (made into JSON-LD by the server build only). */
  structured?: StructuredPage;
}

/** The page's full title: the brand is added unless the title already names it. */
export function fullTitle(title: string): string {
  return title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
}

/**
 * Title and description of the page (plus the matching social tags) from its content meta data.
 * On the server they become the page's head as sent (with `extras`: Open Graph type and image,
 * structured data); in the browser they follow client-side navigation.
 */
export function useDocumentMeta(
  title: string | undefined,
  description?: string | undefined,
  extras?: PageExtras,
): void {
  const server = useServerRender();
  if (server && title) {
    server.head = {
      type: extras?.type,
      image: extras?.image,
      structured: extras?.structured,
      title: fullTitle(title),
      description,
    };
  }
  useEffect(() => {
    if (!title) return;
    const full = fullTitle(title);
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description]);
}
