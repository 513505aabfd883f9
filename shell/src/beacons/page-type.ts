/**
 * The page type of a path (issue 31's Web Vitals are reported per page type, a bounded set, not per
 * URL): the shell's route table (layout/route-table.html) grouped by what the page is. A path the
 * table does not route (the not-found page) is 'other'. shell/tests/web-vitals.test.ts walks the
 * route table so that a new route is given a type here.
 */
import type { PageType } from 'shared-contracts/domain/web-vitals';

/** First path segment -> page type; the home page is the empty segment. */
const BY_FIRST_SEGMENT: Record<string, PageType> = {
  '': 'home',
  home: 'home',
  product: 'product',
  collection: 'collection',
  search: 'collection',
  'limited-edition': 'collection',
  checkout: 'checkout',
  confirm: 'checkout',
  login: 'account',
  register: 'account',
  'forgot-password': 'account',
  auth: 'account',
  'verify-email': 'account',
  newsletter: 'account',
  profile: 'account',
  'dealer-locator': 'dealers',
  'dealer-registration': 'dealers',
  '3dbuilder': 'builder',
  'about-us': 'content',
  'contact-us': 'content',
  'media-library': 'content',
  support: 'content',
  warranty: 'content',
  faq: 'content',
  reviews: 'content',
  resources: 'content',
  patents: 'content',
  'terms-of-service': 'content',
  copy: 'content',
  registration: 'content',
  'stock-alerts': 'content',
  staff: 'staff',
};

export function pageTypeOf(pathname: string): PageType {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return Object.hasOwn(BY_FIRST_SEGMENT, first) ? (BY_FIRST_SEGMENT[first] as PageType) : 'other';
}
