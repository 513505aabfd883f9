/**
 * The API contract list (shared-contracts/src/api/endpoints.ts): every endpoint the frontends call
 * is registered on the built app, except the known-missing ones the next issues deliver, and the
 * known-missing list is exact both ways (a delivered endpoint must leave it; a new gap must join it).
 */
import { API_ENDPOINTS, type ApiEndpoint, endpointName, KNOWN_MISSING } from 'shared-contracts/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Only the routes matter: a migrated, empty database.
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

/** `/Cart/guest/{token}/items` -> `/Cart/guest/:token/items`, the router's form. */
const routeOf = (path: string) => path.replace(/\{([^}/]+)\}/g, ':$1');

const isRegistered = (endpoint: ApiEndpoint) =>
  t.app.hasRoute({ method: endpoint.method, url: routeOf(endpoint.path) });

const names = (endpoints: readonly ApiEndpoint[]) => endpoints.map(endpointName).sort();

describe('the API contract list', () => {
  it('tells a registered route from one that is not (the check below can fail)', () => {
    expect(isRegistered({ method: 'POST', path: '/Cart/guest/{token}/items' })).toBe(true);
    expect(isRegistered({ method: 'POST', path: '/Cart/guest/{whatever}/items' })).toBe(true);
    expect(isRegistered({ method: 'GET', path: '/Cart/guest/{token}/items' })).toBe(false);
    expect(isRegistered({ method: 'GET', path: '/No/such/{thing}' })).toBe(false);
  });

  it('lists each endpoint once, and only known-missing endpoints that the frontends call', () => {
    const all = names(API_ENDPOINTS);
    expect(new Set(all).size).toBe(all.length);
    expect(names(KNOWN_MISSING).filter((name) => !all.includes(name))).toEqual([]);
  });

  it('every endpoint the frontends call is registered, unless it is listed as known missing', () => {
    const known = new Set(names(KNOWN_MISSING));
    const unlisted = API_ENDPOINTS.filter((e) => !isRegistered(e) && !known.has(endpointName(e)));
    expect(names(unlisted)).toEqual([]);
  });

  it('no endpoint listed as known missing is registered (take it off the list when it arrives)', () => {
    expect(names(KNOWN_MISSING.filter(isRegistered))).toEqual([]);
  });
});
