import { Link, type LinkProps, useLocation } from 'react-router-dom';

/**
 * In-remote navigation: a react-router Link that passes the previous location as `{ from }`
 * (spec 001 §2). Links that leave the catalog still work: single-spa reroutes on the push.
 */
export function CatalogLink({ state, ...props }: LinkProps) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return <Link {...props} state={{ from, ...(state && typeof state === 'object' ? state : {}) }} />;
}
