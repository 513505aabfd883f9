import type { AppPage } from 'shared-contracts';
import { usePage } from '../../shared/content/pages';

export interface CollectionLink {
  title: string;
  url: string;
}

/** When the navigation cannot be read: the header's product menus (spec 001 §9) and accessories. */
export const DEFAULT_COLLECTIONS: readonly CollectionLink[] = [
  { title: 'Rifles', url: '/collection/rifles' },
  { title: 'Pistols', url: '/collection/pistols' },
  { title: 'Apparel', url: '/collection/apparel' },
  { title: 'Accessories', url: '/collection/accessories' },
];

/**
 * The collections the header's navigation leads to (`strapi/page/app`), in menu order, each once
 * under the first name the menus give it: the shop's own idea of where to start browsing.
 */
export function popularCollections(app: AppPage | null | undefined): readonly CollectionLink[] {
  const links: CollectionLink[] = [];
  const seen = new Set<string>();
  for (const entry of app?.navigation ?? []) {
    const candidates = [
      { title: entry.title, url: entry.main_navigation?.url },
      ...(entry.child_navigations ?? []).map((child) => ({ title: child.title, url: child.url })),
    ];
    for (const { title, url } of candidates) {
      if (!url?.startsWith('/collection/') || !title || seen.has(url)) continue;
      seen.add(url);
      links.push({ title, url });
    }
  }
  return links.length > 0 ? links : DEFAULT_COLLECTIONS;
}

/** The popular collections; null while the navigation loads (the defaults if it fails). */
export function usePopularCollections(): readonly CollectionLink[] | null {
  const page = usePage('app');
  return page.status === 'ready' ? popularCollections(page.value) : null;
}
