/**
 * The two pages the shell renders from the content service: `strapi/page/app` (navigation, site)
 * and `strapi/page/footer`. Fetched once per page load and shared by everybody who asks; a failed
 * fetch is logged and falls back to empty default content (001 section 8), never a crash.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { type AppPage, BRAND, type FooterPage } from 'shared-contracts';
import { readPage } from 'shared-kit/page-content';

export type ShellPages = { app: AppPage; footer: FooterPage };
type ShellPageName = keyof ShellPages;

/**
 * The pages a server render of the header and footer was made with (server-chrome.tsx), so the
 * same render happens on the server and, from the page's embedded copy, in the hydrating browser.
 */
export const ShellPagesContext = createContext<Partial<ShellPages> | null>(null);
const seeded: Partial<ShellPages> = {};

const EMPTY_MEDIA = { url: '', alternativeText: '' };

export const DEFAULT_PAGES: ShellPages = {
  app: {
    navigation: [],
    site: { brand_name: BRAND.name, logo: EMPTY_MEDIA, logo_dark: EMPTY_MEDIA, support_email: BRAND.supportEmail },
  },
  footer: {
    logo: EMPTY_MEDIA,
    nav_links: [],
    social_links: [],
    bottom_texts: [],
    download_asset: { title: '', url: '' },
    newsletter_title: 'Stay updated',
  },
};

const cache = new Map<ShellPageName, Promise<ShellPages[ShellPageName]>>();

/** One page from the content service, asked now (the server's render asks per page it renders). */
export function loadShellPage<N extends ShellPageName>(name: N): Promise<ShellPages[N]> {
  // The kit's one page loader (shared-kit/page-content); missing fields take the defaults.
  return readPage(name).then(
    (page) => ({ ...DEFAULT_PAGES[name], ...(page ?? {}) }) as ShellPages[N],
    (error: unknown) => {
      console.error(
        `[shell] content page '${name}' could not be loaded:`,
        error instanceof Error ? error.message : error,
      );
      return DEFAULT_PAGES[name];
    },
  );
}

export function fetchShellPage<N extends ShellPageName>(name: N): Promise<ShellPages[N]> {
  let pending = cache.get(name) as Promise<ShellPages[N]> | undefined;
  if (!pending) {
    pending = loadShellPage(name);
    cache.set(name, pending);
  }
  return pending;
}

/** The pages the server rendered the header and footer with: the first render uses them too. */
export function seedShellPages(pages: Partial<ShellPages>): void {
  for (const name of Object.keys(pages) as ShellPageName[]) {
    const page = pages[name];
    if (!page || cache.has(name)) continue;
    Object.assign(seeded, { [name]: page });
    cache.set(name, Promise.resolve(page));
  }
}

/** Forgets fetched pages (tests). */
export function clearShellPageCache(): void {
  cache.clear();
  for (const name of Object.keys(seeded) as ShellPageName[]) delete seeded[name];
}

/** The page's content, or null until it arrived (then defaults if the fetch failed). */
export function useShellPage<N extends ShellPageName>(name: N): ShellPages[N] | null {
  const rendered = useContext(ShellPagesContext);
  const [page, setPage] = useState<ShellPages[N] | null>(
    () => (rendered?.[name] as ShellPages[N] | undefined) ?? (seeded[name] as ShellPages[N] | undefined) ?? null,
  );
  useEffect(() => {
    let live = true;
    fetchShellPage(name).then((value) => {
      if (live) setPage(value);
    });
    return () => {
      live = false;
    };
  }, [name]);
  return page;
}
