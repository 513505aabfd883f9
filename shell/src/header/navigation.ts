/** The header menus (001 section 2): rifles, pistols, apparel, support, in that order. */
import { type AppPage, HEADER_MENUS, type NavigationEntry } from 'shared-contracts';

export function headerMenus(page: AppPage | null): NavigationEntry[] {
  if (!page) return [];
  return HEADER_MENUS.flatMap((key) => {
    const entry = page.navigation.find((candidate) => candidate.key === key);
    return entry ? [entry] : [];
  });
}

/** Clicking a header label opens the first child's link (else the menu's own url). */
export function labelHref(entry: NavigationEntry): string {
  return entry.child_navigations[0]?.url || entry.main_navigation.url || '/';
}
