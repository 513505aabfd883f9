import { useLocation } from 'react-router-dom';
import type { Breadcrumb } from 'shared-contracts';
import { Breadcrumbs } from 'shared-kit';

const HOME: Breadcrumb = { label: 'Home', url: '/' };

/**
 * The shop's breadcrumb trail, starting at Home, with the router's path as the current one (so a
 * crumb for the page the visitor is on does not navigate).
 */
export function PageCrumbs({ trail, className }: { trail: Breadcrumb[]; className?: string }) {
  const { pathname } = useLocation();
  return <Breadcrumbs items={[HOME, ...trail]} currentPath={pathname} className={className} />;
}
