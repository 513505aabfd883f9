import { Link, type LinkProps } from '../location';

/**
 * In-remote navigation: a link whose click passes the previous location as `{ from }`
 * (spec 001 §2, shared/location.tsx). Links that leave the catalog still work: single-spa
 * reroutes on the push.
 */
export function CatalogLink(props: LinkProps) {
  return <Link {...props} />;
}
