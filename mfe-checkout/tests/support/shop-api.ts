/**
 * The real shop API for the component tests. `startShopApi()` builds the API in process with
 * `buildApp` (api/src/app.ts) on a fresh in-memory PGlite, migrated and seeded with the real
 * content seed, shipping methods and promo codes, and listens on an ephemeral loopback port. The
 * runtime config's apiBase points at it, so the remote's own HTTP client (ofetch in
 * shared-contracts) reaches it over real HTTP, CORS preflights included. One per test file (the
 * PGlite cold start is slow); every test shops as a new guest or customer, so tests share nothing.
 *
 * Nothing of ours is replaced. Test doubles stand only at the edge of the world: payments go to
 * the API's embedded test gateway (its default; billing zip 46282 declines), the external tax
 * service can have an outage, and the network can lose an answer after the API handled the call.
 */
import { setRuntimeConfig } from 'shared-contracts';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createDb, type Db } from '../../../api/src/db/index';
import { runMigrations } from '../../../api/src/db/migrator';
import { seedIfEmpty } from '../../../api/src/db/seed';
import { type TaxProvider, type TaxQuoteRequest, TaxUnavailableError } from '../../../api/src/modules/tax/provider';
import { StateRateTaxProvider } from '../../../api/src/modules/tax/state-rate-provider';
import { Shopper } from './shopper';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A request the page sent, as the API received it (set-up calls of the tests are not recorded). */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: unknown;
}

export type PathMatch = string | RegExp;

const matches = (path: string, match: PathMatch) => (typeof match === 'string' ? path === match : match.test(path));

/**
 * The external tax service at the edge: answers like the embedded state-rate table until it is
 * taken down, then fails the way the external adapter does (TaxUnavailableError, answered 502).
 */
export class TaxService implements TaxProvider {
  readonly name = 'state-rates';
  down = false;
  private readonly rates = new StateRateTaxProvider();

  quote(request: TaxQuoteRequest) {
    if (this.down) return Promise.reject(new TaxUnavailableError());
    return this.rates.quote(request);
  }
}

/** What the API says while the tax service is down (the toast shows it after 'Error: '). */
export const TAX_DOWN_MESSAGE = new TaxUnavailableError().message;

export interface ShopApi {
  url: string;
  app: App;
  db: Db;
  tax: TaxService;
  requests: RecordedRequest[];
  /** The page's requests with this method whose path equals (string) or matches (RegExp). */
  calls(method: string, path: PathMatch): RecordedRequest[];
  /** Starts a new test: forgets the requests recorded so far. */
  forgetRequests(): void;
  /** The API handles the next such request in full, then the connection drops before the answer. */
  loseNextAnswer(method: string, path: PathMatch): void;
  /** A new guest session (POST /Auth/guest). */
  guest(): Promise<Shopper>;
  /** A signed-in customer with an access token from the API's token service. */
  customer(email?: string): Promise<Shopper>;
  /** Ids of the orders placed for a cart (at most one, whatever retries happen). */
  ordersOfCart(cartId: string | number | null): Promise<number[]>;
  /**
   * The catalogue changes under a shopper's feet (a content import): the sku may no longer ship
   * to these states. Answers the undo, for the test's `finally`.
   */
  restrictSku(sku: string, states: string[]): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** light-my-request (app.inject) announces itself; those are the tests' own set-up calls. */
const isInjected = (headers: Record<string, unknown>) => headers['user-agent'] === 'lightMyRequest';

export async function startShopApi(): Promise<ShopApi> {
  const db = await createDb({ kind: 'pglite', dir: null });
  const tax = new TaxService();
  let app: App;
  try {
    await runMigrations(db);
    await seedIfEmpty(db);
    const config = {
      ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }),
      database: { kind: 'pglite' as const, dir: null },
      // The page's origin (happy-dom's location): the API's CORS lets only the shop's origins in.
      corsOrigins: [window.location.origin],
    };
    app = await buildApp({ db, config, providers: { tax } });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const requests: RecordedRequest[] = [];
  const lost: Array<{ method: string; path: PathMatch }> = [];

  // Observes what the page sends (after body parsing), without changing it.
  app.addHook('preHandler', async (request) => {
    if (isInjected(request.headers)) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    requests.push({ method: request.method, path: request.url, headers, body: request.body });
  });

  // The network at the edge: the answer is written to a connection that has just dropped.
  app.addHook('onSend', async (request, _reply, payload) => {
    const index = lost.findIndex((l) => l.method === request.method && matches(request.url, l.path));
    if (index >= 0 && !isInjected(request.headers)) {
      lost.splice(index, 1);
      request.raw.socket.destroy();
    }
    return payload;
  });

  let url: string;
  try {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    await db.destroy();
    throw error;
  }
  setRuntimeConfig({
    apiBase: url,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });

  const api: ShopApi = {
    url,
    app,
    db,
    tax,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && matches(r.path, path)),
    forgetRequests: () => {
      requests.length = 0;
      lost.length = 0;
      tax.down = false;
    },
    loseNextAnswer: (method, path) => {
      lost.push({ method, path });
    },
    guest: () => Shopper.guest(app),
    customer: (email) => Shopper.customer(app, db, email),
    async ordersOfCart(cartId) {
      const rows = await db.selectFrom('orders').select('id').where('cart_id', '=', String(cartId)).execute();
      return rows.map((row) => row.id);
    },
    async restrictSku(sku, states) {
      const before = await db
        .selectFrom('catalog_skus')
        .select('restricted_states')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow();
      await db.updateTable('catalog_skus').set({ restricted_states: states }).where('sku', '=', sku).execute();
      return async () => {
        await db
          .updateTable('catalog_skus')
          .set({ restricted_states: before.restricted_states })
          .where('sku', '=', sku)
          .execute();
      };
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
  return api;
}
