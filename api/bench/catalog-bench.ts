/**
 * Catalogue figures at 10,000 products (used by `npm run bench`, not a test):
 * search suggestion latency (server time, p50/p95 over many queries) on the exact path (queries as
 * today's shoppers type them) and, in the same run, on the typo fallback path (mistyped queries the
 * exact search misses and the corrected query finds, issue 15), and the price list's size and time.
 * Writes JSON to the path given as argv[2]. Alone: `pnpm --filter api exec tsx bench/catalog-bench.ts out.json`
 * (it listens on an ephemeral loopback port, never the shop's).
 *
 * Runs on the embedded default (in-memory PGlite) unless DATABASE_URL is set.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db/index';
import { runMigrations } from '../src/platform/db/migrator';
import { seedContent } from '../src/seed/content/index';
import { generateLargeCatalog } from '../src/seed/large-catalog';
import { seedIfEmpty } from '../src/seeders';

const PRODUCTS = 10_000;
const SEARCH_ROUNDS = 20;
const QUERIES = [
  'rid',
  'bridger',
  'mag',
  'sling',
  'HA-15',
  'granite',
  'hood',
  'pistol',
  'zzz-nothing',
  '308',
  'optic',
  'basin',
];
/**
 * Mistyped: nothing contains them as typed, so each takes the fallback (vocabulary look-up, then the
 * corrected query's search). One edit at 4-7 letters (a missing, extra, wrong or swapped letter), up
 * to two at 8+, and a two-word query.
 */
const TYPO_QUERIES = [
  'bridgr',
  'briger',
  'muzle',
  'muzzel brake',
  'sentinal',
  'ganite',
  'hoddie',
  'kootenia',
  'cantilevr',
  'yelowstone',
];
/** Whole skus with a short part mistyped: corrected as one code, the costlier look-up. */
const SKU_TYPO_QUERIES = ['ha-brk-5824-bkl-x22', 'ha-hol-c-k-x9039'];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return +(sorted[Math.max(0, index)] ?? 0).toFixed(2);
}

async function main(out: string) {
  const config = { ...loadConfig(), logLevel: 'warn' };
  if (config.database.kind === 'pglite') config.database = { kind: 'pglite', dir: null };
  const db = await createDb(config.database);
  await runMigrations(db);
  const large = generateLargeCatalog(PRODUCTS);
  await seedIfEmpty(db, { pages: seedContent.pages, ...large });

  const app = await buildApp({ db, config });
  const serverTimes = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url;
    const list = serverTimes.get(route) ?? [];
    list.push(reply.elapsedTime);
    serverTimes.set(route, list);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const searchOnce = async (q: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/strapi/products/search/${encodeURIComponent(q)}`);
    const body = (await res.json()) as { data: unknown[]; meta?: { correctedQuery: string } };
    return { ms: performance.now() - started, results: body.data.length, corrected: body.meta !== undefined };
  };
  /** Every query `SEARCH_ROUNDS` times after one warm-up round: server and round-trip times. */
  const measureSearch = async (queries: string[]) => {
    for (const q of queries) await searchOnce(q);
    serverTimes.clear();
    const clientTimes: number[] = [];
    let results = 0;
    let corrected = 0;
    for (let round = 0; round < SEARCH_ROUNDS; round++) {
      for (const q of queries) {
        const answer = await searchOnce(q);
        clientTimes.push(answer.ms);
        results += answer.results;
        if (answer.corrected) corrected++;
      }
    }
    const server = [...(serverTimes.get('/strapi/products/search/:query') ?? [])].sort((a, b) => a - b);
    clientTimes.sort((a, b) => a - b);
    return {
      requests: server.length,
      averageResults: +(results / clientTimes.length).toFixed(1),
      correctedAnswers: corrected,
      serverMs: { p50: percentile(server, 50), p95: percentile(server, 95), max: percentile(server, 100) },
      roundTripMs: { p50: percentile(clientTimes, 50), p95: percentile(clientTimes, 95) },
      budgetP95Ms: 30,
    };
  };
  const exactSearch = await measureSearch(QUERIES);
  const fallbackSearch = await measureSearch(TYPO_QUERIES);
  const skuFallbackSearch = await measureSearch(SKU_TYPO_QUERIES);
  const vocabulary = await db
    .selectFrom('product_search_word')
    .select((eb) => eb.fn.countAll<number>().as('words'))
    .executeTakeFirstOrThrow();

  const priceStarted = performance.now();
  const priceRes = await fetch(`${base}/Products/nocache`);
  const priceBody = await priceRes.text();
  const priceMs = performance.now() - priceStarted;
  const priceCount = Object.keys((JSON.parse(priceBody) as { products: object }).products).length;

  const figures = {
    database: config.database.kind,
    products: PRODUCTS,
    search: exactSearch,
    searchFallback: { queries: TYPO_QUERIES, vocabularyWords: Number(vocabulary.words), ...fallbackSearch },
    searchFallbackWholeSku: { queries: SKU_TYPO_QUERIES, ...skuFallbackSearch },
    priceList: { skus: priceCount, bytes: Buffer.byteLength(priceBody), uncachedMs: +priceMs.toFixed(1) },
  };
  await app.close();
  await db.destroy();
  fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures));
}

await main(process.argv[2] ?? 'catalog-bench.json');
