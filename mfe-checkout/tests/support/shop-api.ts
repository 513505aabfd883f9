/**
 * The real shop API for the component tests: the API test kit's `startRealApi` (`api/testkit`),
 * i.e. the API built in process on a fresh in-memory PGlite, migrated and seeded with the real
 * content seed, shipping methods and promo codes, listening on an ephemeral loopback port, the
 * remote's own HTTP client (ofetch in shared-contracts) pointed at it over real HTTP, CORS
 * preflights included. One per test file (the PGlite cold start is slow); every test shops as a
 * new guest or customer, so tests share nothing.
 *
 * Nothing of ours is replaced. Test doubles stand only at the edge of the world: payments go to
 * the API's embedded test gateway (its default; billing zip 46282 declines), the external tax
 * service can have an outage (`tax.down`), and the network can lose an answer after the API
 * handled the call (`loseNextAnswer`).
 */
import { type RealApi, startRealApi } from 'api/testkit';
import { Shopper } from './shopper';

export {
  type PathMatch,
  type RecordedRequest,
  TAX_DOWN_MESSAGE,
  TaxEdge as TaxService,
} from 'api/testkit';

export interface ShopApi extends RealApi {
  /** A new guest session (POST /Auth/guest). */
  guest(): Promise<Shopper>;
  /** A signed-in customer with an access token from the API's token service. */
  customer(email?: string): Promise<Shopper>;
  close(): Promise<void>;
}

export async function startShopApi(): Promise<ShopApi> {
  const api = await startRealApi();
  return {
    ...api,
    guest: () => Shopper.guest(api.app),
    customer: (email) => Shopper.customer(api.app, api.db, email),
    close: () => api.stop(),
  };
}
