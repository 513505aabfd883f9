import { constructApplications } from 'single-spa-layout';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../src/layout/start-layout';

const routes = buildRoutes();
const applications = constructApplications({
  routes,
  loadApp: async () => ({ bootstrap: [], mount: [], unmount: [] }),
});

/** The applications single-spa would mount at a path. */
function activeAt(path: string): string[] {
  const location = new URL(path, 'http://localhost:3000') as unknown as Location;
  return applications
    .filter((app) => (app.activeWhen as Array<(l: Location) => boolean>).some((fn) => fn(location)))
    .map((app) => app.name)
    .sort();
}

// Every route of both specifications and its owner (000/001 section 2, ARCHITECTURE route ownership).
const OWNERS: Record<string, string[]> = {
  catalog: [
    '/',
    '/product/ridgeline-10',
    '/product/product-short/abc123',
    '/collection/rifles',
    '/search/sentinel',
    '/limited-edition',
    '/about-us',
    '/contact-us',
    '/media-library',
    '/support',
    '/warranty',
    '/faq',
    '/reviews',
    '/resources',
    '/patents',
    '/terms-of-service',
    '/copy/terms',
    '/copy/privacy',
    '/registration',
    '/3dbuilder',
  ],
  checkout: ['/checkout', '/checkout?stepId=payment', '/confirm/1042'],
  account: [
    '/login',
    '/register',
    '/forgot-password',
    '/auth/reset-password?token=t',
    '/verify-email?token=t',
    '/Newsletter/verify/token-1',
    '/Newsletter/unsubscribe/key-1',
    '/profile',
    '/profile/details',
    '/profile/address-book/new',
    '/profile/orders/7',
    '/profile/pro-deal',
  ],
  dealers: ['/dealer-locator', '/dealer-registration'],
};

describe('route table', () => {
  for (const [owner, paths] of Object.entries(OWNERS)) {
    for (const path of paths) {
      it(`${path} is owned by ${owner}, with the cart mounted`, () => {
        expect(activeAt(path)).toEqual([owner, 'checkout-cart'].sort());
      });
    }
  }

  it('sends unknown paths to the shell not-found page', () => {
    for (const path of ['/nope', '/products', '/checkoutx', '/profiles', '/auth/other']) {
      expect(activeAt(path)).toEqual(['checkout-cart', 'shell-not-found']);
    }
  });

  it('redirects /home to the home page', () => {
    expect(routes.redirects).toEqual({ '/home': '/' });
  });

  it('gives every page application a loader and the error panel', () => {
    const pageApps = ['catalog', 'checkout', 'account', 'dealers'];
    const serialised = JSON.stringify(routes.routes, (key, value) => (key === 'loader' ? 'LOADER' : value));
    expect(serialised).not.toContain('"loader":null');
    const walk = (nodes: unknown[]): Array<{ name: string; loader?: unknown; error?: unknown }> =>
      nodes.flatMap((node) => {
        const n = node as { type?: string; name?: string; routes?: unknown[] };
        if (n.type === 'application') return [n as { name: string }];
        return n.routes ? walk(n.routes) : [];
      });
    const apps = walk(routes.routes);
    for (const app of apps.filter((a) => pageApps.includes(a.name))) {
      expect(app.loader, app.name).toBeTruthy();
      expect(app.error, app.name).toBeTruthy();
    }
  });
});
