// The kit runs inside the other packages' DOM test environments (happy-dom) and points the shop's
// HTTP client at the API through its runtime config, which lives on `window`: DOM types are needed
// here (the rest of the API is written for Node only).
/// <reference lib="dom" />
/**
 * The real API for another package's tests: built in process with `buildApp` on a fresh database
 * (in-memory PGlite unless a PostgreSQL URL is given), migrated and seeded with the shop's real
 * content seed, shipping methods, promo codes and reviews, listening on an ephemeral loopback port.
 * The shop's shared HTTP client (shared-contracts) is pointed at it, so a page under test reaches
 * it over real HTTP, CORS preflights included. Nothing of the API is replaced; test doubles stand
 * only at the edge of the world (edges.ts). One per test file: the cold start takes a few seconds.
 *
 * What tests need beyond that, all on the real thing:
 * - `requests` / `calls()`: what the page sent, as the API received it (a hook on the built app;
 *   the tests' own `app.inject` calls are left out), to count calls or read bodies and headers;
 * - `loseNextAnswer()`: the API handles a call in full, then the connection drops before the answer;
 * - `pointClientAtDeadPort()`: the API is down (the client's apiBase is a port nothing listens on);
 * - `captcha`, `tax`: reCAPTCHA and the tax service at the edge, which a test can take down;
 * - `db` / `app`: the API's own database and app, to put the data into a state the seed lacks.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type RuntimeConfig, setRuntimeConfig } from 'shared-contracts/runtime-config';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import type { Db } from '../platform/db/index';
import type { Providers } from '../providers/index';
import type { SeedContent } from '../seeders';
import { createTestDatabase } from './database';
import { CaptchaEdge, TaxEdge } from './edges';

/** A request the page sent, as the API received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: unknown;
}

export type PathMatch = string | RegExp;

export type ReviewsSettings = RuntimeConfig['providers']['reviews'];

export interface RealApi {
  /** Where it listens, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  /** The API's database (tests act as the shop's staff, e.g. to moderate a review or set stock). */
  db: Db;
  captcha: CaptchaEdge;
  tax: TaxEdge;
  requests: RecordedRequest[];
  /** The page's requests with this method whose path equals (string) or matches (RegExp). */
  calls(method: string, path: PathMatch): RecordedRequest[];
  /** Starts a new test: forgets the requests recorded and answers to lose, and brings the edges back up. */
  forgetRequests(): void;
  /** The API handles the next such request in full, then the connection drops before the answer. */
  loseNextAnswer(method: string, path: PathMatch): void;
  /** Points the shared HTTP client at this API (with these reviews settings). */
  pointClientHere(reviews?: ReviewsSettings): void;
  /** The API is down: points the shared HTTP client at a loopback port nothing listens on. */
  pointClientAtDeadPort(): void;
  /** Ids of the orders placed from a cart (at most one, whatever retries happen). */
  ordersOfCart(cartId: string | number | null): Promise<number[]>;
  /**
   * The catalogue changes under a shopper's feet (a content import): the sku may no longer ship to
   * these states. Answers the undo, for the test's `finally`.
   */
  restrictSku(sku: string, states: string[]): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

export interface RealApiOptions {
  /** How long `GET /Products` may answer from the API's memory (its default is a few seconds). */
  priceListCacheMs?: number;
  /** The origins CORS lets in; default: the page's own origin (`location.origin`). */
  corsOrigins?: string[];
  /** Run on a fresh schema of this PostgreSQL instead of an in-memory PGlite. */
  databaseUrl?: string;
  /** false: an empty (migrated) database; SeedContent: these documents instead of the shop's seed. */
  seed?: boolean | SeedContent;
  /** Other providers to replace (captcha and tax are the edges above). */
  providers?: Partial<Omit<Providers, 'captcha' | 'tax'>>;
}

/**
 * A loopback address where nothing listens. Port 47 is below the ephemeral range, so no server of
 * another test file can be handed it, and off fetch's list of blocked ports, so a call really
 * tries to connect and is refused. Checked once per start: a machine where something does listen
 * there fails here rather than in a puzzling test.
 */
const DEAD_PORT = 47;
export const DEAD_URL = `http://127.0.0.1:${DEAD_PORT}`;

async function assertNothingListens(): Promise<void> {
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect(DEAD_PORT, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
  if (!refused) throw new Error(`Something listens on ${DEAD_URL}; the "API is down" tests need it closed.`);
}

/** light-my-request (app.inject) announces itself; those are the tests' own set-up calls. */
const isInjected = (headers: Record<string, unknown>) => headers['user-agent'] === 'lightMyRequest';

const matches = (path: string, match: PathMatch) => (typeof match === 'string' ? path === match : match.test(path));

/** The page's origin in a DOM-like test environment (happy-dom, jsdom); none under plain Node. */
function pageOrigin(): string | null {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : null;
}

/** Points the shared HTTP client (its runtime config lives on `window`) at `apiBase`. */
function pointClient(apiBase: string, reviews: ReviewsSettings): void {
  if (typeof window === 'undefined') return;
  setRuntimeConfig({
    apiBase,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews },
  });
}

export async function startRealApi(options: RealApiOptions = {}): Promise<RealApi> {
  await assertNothingListens();
  const captcha = new CaptchaEdge(DEAD_URL);
  const tax = new TaxEdge();
  const { db, database, drop } = await createTestDatabase({ databaseUrl: options.databaseUrl, seed: options.seed });
  const requests: RecordedRequest[] = [];
  const lost: Array<{ method: string; path: PathMatch }> = [];
  let app: FastifyInstance | undefined;
  let url: string;
  try {
    // Pages under test reach it from loopback as if through the shop's proxy: their X-Forwarded-For
    // (a client address per test, for rate limits) is believed; the API's default trusts no proxy.
    const defaults = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1,::1' });
    const origin = pageOrigin();
    const config = {
      ...defaults,
      database,
      // The API's CORS lets only the shop's origins in: here, the page's.
      corsOrigins: options.corsOrigins ?? (origin ? [origin] : defaults.corsOrigins),
      priceListCacheMs: options.priceListCacheMs ?? defaults.priceListCacheMs,
    };
    app = await buildApp({ db, config, providers: { ...options.providers, captcha, tax } });

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

    url = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await drop();
    throw error;
  }
  const built = app;
  pointClient(url, null);

  return {
    url,
    app: built,
    db,
    captcha,
    tax,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && matches(r.path, path)),
    forgetRequests() {
      requests.length = 0;
      lost.length = 0;
      captcha.reachable();
      tax.down = false;
    },
    loseNextAnswer(method, path) {
      lost.push({ method, path });
    },
    pointClientHere: (reviews = null) => pointClient(url, reviews),
    pointClientAtDeadPort: () => pointClient(DEAD_URL, null),
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
    async stop() {
      await built.close();
      await drop();
    },
  };
}
