/**
 * Every route of the shop's route table is server-rendered by its owner (issue 32 item 1): the
 * HTML the shop sends for each carries the owner's server-rendered marker. A render that throws
 * (e.g. `window is not defined`), outlasts its budget or cannot be loaded makes the shell's server
 * log "server render failed; the page is rendered in the browser" and send the page without the
 * marker, so a missing marker here is a fallback.
 *
 * The routes are read from the shell's route table (shell/src/layout/route-table.html); each needs
 * an example URL below, so a new route cannot be added without being checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, registryState, repoRoot, test } from '../support/shop';

/** A real page under each route of the table (a route matches its path and what lies under it). */
const EXAMPLE_URL: Record<string, string> = {
  '/': '/',
  '/product': '/product/bridger-hr1',
  '/collection': '/collection/rifles',
  '/search': '/search/bridger',
  '/limited-edition': '/limited-edition',
  '/about-us': '/about-us',
  '/contact-us': '/contact-us',
  '/media-library': '/media-library',
  '/support': '/support',
  '/warranty': '/warranty',
  '/faq': '/faq',
  '/reviews': '/reviews',
  '/resources': '/resources',
  '/patents': '/patents',
  '/terms-of-service': '/terms-of-service',
  '/copy': '/copy/terms',
  '/registration': '/registration',
  '/stock-alerts': '/stock-alerts/unsubscribe',
  '/3dbuilder': '/3dbuilder',
  '/checkout': '/checkout',
  '/confirm': '/confirm/00000000-0000-4000-8000-000000000000',
  '/login': '/login',
  '/register': '/register',
  '/forgot-password': '/forgot-password',
  '/auth/reset-password': '/auth/reset-password',
  '/verify-email': '/verify-email',
  '/Newsletter/verify': '/Newsletter/verify',
  '/Newsletter/unsubscribe': '/Newsletter/unsubscribe',
  '/profile': '/profile',
  '/dealer-locator': '/dealer-locator',
  '/dealer-registration': '/dealer-registration',
  '/staff': '/staff/orders',
};

/**
 * The remotes that publish a server build. The account's pages (sign-in screens, the account area)
 * are personal and the back office's (staff) private: neither has one, and the shell sends them for
 * the browser by design, never as a fallback.
 */
const SERVER_RENDERING_OWNERS = ['catalog', 'checkout', 'dealers'] as const;

function routeTable(): Array<{ path: string; owner: string }> {
  const html = fs.readFileSync(path.join(repoRoot, 'shell', 'src', 'layout', 'route-table.html'), 'utf8');
  return [...html.matchAll(/<route path="([^"]+)"[^>]*><application name="([^"]+)"/g)].map((m) => ({
    path: m[1] as string,
    owner: m[2] as string,
  }));
}

const routes = routeTable();

test('the route table is read, and every route has an example URL here', () => {
  expect(routes.length).toBeGreaterThan(25);
  expect(routes.filter((route) => !EXAMPLE_URL[route.path]).map((route) => route.path)).toEqual([]);
});

test('the remotes with a server build are the ones this file expects', async () => {
  // The registry's state (public, GET /Registry/state) names each current version's server build.
  const { remotes } = await registryState();
  const withServerBuild = Object.entries(remotes)
    .filter(([, entry]) => Boolean(entry.current?.serverManifest))
    .map(([remote]) => remote)
    .sort();
  expect(withServerBuild).toEqual([...SERVER_RENDERING_OWNERS].sort());
});

for (const route of routes.filter((r) => (SERVER_RENDERING_OWNERS as readonly string[]).includes(r.owner))) {
  const url = EXAMPLE_URL[route.path] ?? route.path;
  test(`${url} arrives server-rendered by ${route.owner}`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBeLessThan(500);
    const html = await response.text();
    expect(html, `${url} fell back to the browser`).toContain(`data-server-rendered="${route.owner}"`);
  });
}

test('the back office is private: never server-rendered, noindex, kept by no shared cache', async ({ request }) => {
  for (const url of [
    '/staff',
    '/staff/orders',
    '/staff/sign-in',
    '/staff/orders/00000000-0000-4000-8000-000000000000',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
    expect(response.headers()['cache-control'], url).toBe('private, no-store');
    expect(await response.text(), url).not.toContain('data-server-rendered="staff"');
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /staff');
  // The shop's public pages stay indexable.
  expect((await request.get('/')).headers()['x-robots-tag']).toBeUndefined();
});
