/**
 * The first page's code and data, started when the catalog's code is evaluated rather than after
 * React has rendered the route and its lazy page has arrived. A cold load of `/` then fetches the
 * home chunk and the home content side by side with the app's first render; the page's own calls
 * (React.lazy, usePage, useProduct, useCollection) join these requests instead of starting new ones.
 */

import { getCollection } from '../features/collection/collection-api';
import { getProduct } from '../features/product/product-api';
import { getPage } from '../shared/content/pages';
import { matchPath } from '../shared/location';
import { pageModules } from './page-modules';

export function prefetchFirstPage(pathname: string): void {
  const ignore = () => {};
  if (matchPath('/', pathname)) {
    pageModules.home().catch(ignore);
    void getPage('home');
    return;
  }
  const byId = matchPath('/product/:displayType/:documentId', pathname);
  const bySlug = matchPath('/product/:title', pathname);
  if (byId || bySlug) {
    pageModules.product().catch(ignore);
    if (byId?.params.documentId) void getProduct({ kind: 'id', documentId: byId.params.documentId });
    else if (bySlug?.params.title) void getProduct({ kind: 'slug', slug: bySlug.params.title });
    return;
  }
  const collection = matchPath('/collection/:title', pathname);
  if (collection?.params.title) {
    pageModules.collection().catch(ignore);
    void getCollection(collection.params.title);
  }
}
