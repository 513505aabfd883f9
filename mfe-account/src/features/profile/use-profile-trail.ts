import { matchPath, useLocation } from 'react-router-dom';
import type { Breadcrumb } from 'shared-contracts';
import { profileSections, sectionTitle } from './sections';

const ACCOUNT: Breadcrumb = { label: 'My Account', url: '/profile/details' };

/** Breadcrumbs of the account page the visitor is on: My Account, then the page (and its parent). */
export function useProfileTrail(): Breadcrumb[] {
  const { pathname } = useLocation();
  for (const section of profileSections) {
    const match = matchPath(`/profile/${section.path}`, pathname);
    if (!match) continue;
    if (section.path === 'details') return [ACCOUNT];
    const trail: Breadcrumb[] = [ACCOUNT];
    const parent = section.back ? profileSections.find((s) => `/profile/${s.path}` === section.back) : undefined;
    if (parent && parent.path !== 'details') trail.push({ label: sectionTitle(parent, {}), url: section.back ?? '' });
    trail.push({ label: sectionTitle(section, match.params), url: pathname });
    return trail;
  }
  return [ACCOUNT];
}
