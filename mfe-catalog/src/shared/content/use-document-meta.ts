import { useEffect } from 'react';
import { BRAND } from 'shared-contracts';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Title and description of the page (plus the matching social tags) from its content meta data. */
export function useDocumentMeta(title: string | undefined, description?: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const full = title.includes(BRAND.name) ? title : `${title} | ${BRAND.name}`;
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description]);
}
