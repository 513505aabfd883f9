import { NotFoundState } from '../shared/ui/NotFoundState';

/** A path under a catalog prefix that names nothing (the shell owns the site-wide not-found page). */
export default function CatalogNotFound() {
  return <NotFoundState title="Page not found" message="The page you are looking for does not exist or has moved." />;
}
