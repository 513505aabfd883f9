/**
 * The real API for component tests that must meet the real endpoints, validation and database:
 * built in process with `buildApp` (api/src/app.ts) on a fresh in-memory PGlite, migrated and seeded
 * with the real content seed (and its reviews), listening on an ephemeral loopback port. The shared
 * HTTP client reaches it over real HTTP, CORS preflights included. Nothing of ours is replaced.
 * One per test file (the PGlite cold start takes a few seconds).
 *
 * What tests need beyond that, all on the real thing:
 * - `requests`: what the page sent, as the API received it (a hook on the built app), so a test
 *   can count calls (content fetched once, price list cached per session);
 * - `pointClientAtDeadPort()`: the API is down (the client's apiBase is a port nothing listens on);
 * - `captcha`: Google's reCAPTCHA, the edge of the world, which a test can make unreachable;
 * - `db` / `app`: the API's own database and app, to put the data into a state the seed lacks.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type RuntimeConfig, setRuntimeConfig } from 'shared-contracts';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createDb, type Db } from '../../../api/src/db/index';
import { runMigrations } from '../../../api/src/db/migrator';
import { seedIfEmpty } from '../../../api/src/db/seed';
import { type CaptchaVerifier, RecaptchaVerifier, TestCaptcha } from '../../../api/src/modules/captcha/verifier';

/** A request the page sent, as the API received it (the tests' own `app.inject` calls are left out). */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  body: unknown;
}

/**
 * Google's reCAPTCHA at the edge. The API starts on its embedded test verifier (which accepts the
 * test widget's `test-pass-` tokens). `unreachable()` switches it to the real reCAPTCHA adapter
 * aimed at a port nothing listens on, which fails closed as it does when Google cannot be
 * reached: the API answers 400 with its captcha message. `reachable()` switches back.
 */
export class CaptchaEdge implements CaptchaVerifier {
  private current: CaptchaVerifier = new TestCaptcha();

  constructor(private readonly deadUrl: string) {}

  get kind() {
    return this.current.kind;
  }

  verify(token: string, ip?: string): Promise<boolean> {
    return this.current.verify(token, ip);
  }

  unreachable(): void {
    this.current = new RecaptchaVerifier('test-secret', `${this.deadUrl}/recaptcha/api/siteverify`, 0.5, 2000);
  }

  reachable(): void {
    this.current = new TestCaptcha();
  }
}

export interface RealApi {
  url: string;
  app: FastifyInstance;
  /** The API's database (tests act as the shop's staff, e.g. to moderate a review or set stock). */
  db: Db;
  captcha: CaptchaEdge;
  requests: RecordedRequest[];
  /** The page's requests with this method whose path equals (string) or matches (RegExp). */
  calls(method: string, path: string | RegExp): RecordedRequest[];
  /** Starts a new test: forgets the requests recorded so far. */
  forgetRequests(): void;
  /** Points the shared HTTP client at this API, with these reviews settings. */
  pointClientHere(reviews?: RuntimeConfig['providers']['reviews']): void;
  /** The API is down: points the shared HTTP client at a loopback port nothing listens on. */
  pointClientAtDeadPort(): void;
  stop(): Promise<void>;
}

export interface RealApiOptions {
  /** How long `GET /Products` may answer from the API's memory (its default is a few seconds). */
  priceListCacheMs?: number;
}

/**
 * A loopback address where nothing listens. Port 47 is below the ephemeral range, so no server of
 * another test file can be handed it, and off fetch's list of blocked ports, so a call really
 * tries to connect and is refused. Checked once: a machine where something does listen there
 * fails here rather than in a puzzling test.
 */
const DEAD_PORT = 47;
const DEAD_URL = `http://127.0.0.1:${DEAD_PORT}`;

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

const matches = (path: string, match: string | RegExp) =>
  typeof match === 'string' ? path === match : match.test(path);

export async function startRealApi(options: RealApiOptions = {}): Promise<RealApi> {
  await assertNothingListens();
  const captcha = new CaptchaEdge(DEAD_URL);
  const requests: RecordedRequest[] = [];
  const db = await createDb({ kind: 'pglite', dir: null });
  let app: FastifyInstance;
  let url: string;
  try {
    await runMigrations(db);
    await seedIfEmpty(db);
    const defaults = loadConfig({ PORT: '0', LOG_LEVEL: 'silent' });
    const config = {
      ...defaults,
      database: { kind: 'pglite' as const, dir: null },
      // The page's origin (happy-dom's location): the API's CORS lets only the shop's origins in.
      corsOrigins: [window.location.origin],
      priceListCacheMs: options.priceListCacheMs ?? defaults.priceListCacheMs,
    };
    app = await buildApp({ db, config, providers: { captcha } });
    // Observes what the page sends (after body parsing), without changing it.
    app.addHook('preHandler', async (request) => {
      if (isInjected(request.headers)) return;
      requests.push({ method: request.method, path: request.url, body: request.body });
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const configure = (apiBase: string, reviews: RuntimeConfig['providers']['reviews']) =>
    setRuntimeConfig({
      apiBase,
      remotes: {},
      providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews },
    });
  configure(url, null);

  return {
    url,
    app,
    db,
    captcha,
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method && matches(r.path, path)),
    forgetRequests() {
      requests.length = 0;
    },
    pointClientHere: (reviews = null) => configure(url, reviews),
    pointClientAtDeadPort: () => configure(DEAD_URL, null),
    async stop() {
      await app.close();
      await db.destroy();
    },
  };
}
