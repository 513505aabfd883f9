import { useEffect } from 'react';
import { BRAND, getRuntimeConfig } from 'shared-contracts';
import { type PageHead, type SiteAddress, useServerRender } from 'shared-contracts/kit/server-render';

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
  /** The page's structured data; made only on the server, where it is sent in the page's head. */
  jsonLd?: (site: SiteAddress) => object[];
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
    const jsonLd = extras?.jsonLd?.({ origin: server.origin, mediaBase: getRuntimeConfig().apiBase });
    server.head = { type: extras?.type, image: extras?.image, jsonLd, title: fullTitle(title), description };
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
