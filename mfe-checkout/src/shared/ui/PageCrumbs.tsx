/**
 * The shop's breadcrumb trail on this remote's pages (000 section 2: pages carry breadcrumbs), the
 * shared Breadcrumbs as the other remotes use them: from Home, with this remote's own location as
 * the current path (on the server too), so the crumb of the page the shopper is on does not navigate.
 */
import type { Breadcrumb } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';
import { useCurrentLocation } from '../location';

const HOME: Breadcrumb = { label: 'Home', url: '/' };

export function PageCrumbs({ trail, className }: { trail: Breadcrumb[]; className?: string }) {
  const { pathname } = useCurrentLocation();
  return <Breadcrumbs items={[HOME, ...trail]} currentPath={pathname} className={className} />;
}
