/**
 * The two pages the shell renders from the content service: `strapi/page/app` (navigation, site)
 * and `strapi/page/footer`. Fetched once per page load and shared by everybody who asks; a failed
 * fetch is logged and falls back to empty default content (001 section 8), never a crash.
 */
import { useEffect, useState } from 'react';
import { type AppPage, apiCall, BRAND, type FooterPage, type PageEnvelope } from 'shared-contracts';

type ShellPages = { app: AppPage; footer: FooterPage };
type ShellPageName = keyof ShellPages;

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

export function fetchShellPage<N extends ShellPageName>(name: N): Promise<ShellPages[N]> {
  let pending = cache.get(name) as Promise<ShellPages[N]> | undefined;
  if (!pending) {
    pending = apiCall<PageEnvelope<N>>(`strapi/page/${name}`, { skipErrorHandler: true }).then(
      (envelope) => ({ ...DEFAULT_PAGES[name], ...(envelope?.data ?? {}) }) as ShellPages[N],
      (error: unknown) => {
        console.error(
          `[shell] content page '${name}' could not be loaded:`,
          error instanceof Error ? error.message : error,
        );
        return DEFAULT_PAGES[name];
      },
    );
    cache.set(name, pending);
  }
  return pending;
}

/** Forgets fetched pages (tests). */
export function clearShellPageCache(): void {
  cache.clear();
}

/** The page's content, or null until it arrived (then defaults if the fetch failed). */
export function useShellPage<N extends ShellPageName>(name: N): ShellPages[N] | null {
  const [page, setPage] = useState<ShellPages[N] | null>(null);
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
