import { EmptyState } from '../shared/ui/EmptyState';

/** A path under a catalog prefix that names nothing (the shell owns the site-wide not-found page). */
export default function CatalogNotFound() {
  return <EmptyState title="Page not found" message="The page you are looking for does not exist or has moved." />;
}
