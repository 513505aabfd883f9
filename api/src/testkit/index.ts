/**
 * The API test kit, `api/testkit` for the other packages' tests (declare `"api": "workspace:*"` as
 * a devDependency). Its only public door: a remote's tests import this and never a path into
 * api/src.
 *
 * - startRealApi(): the real API in process, on a fresh migrated and seeded database, listening on
 *   an ephemeral loopback port, with the shared HTTP client pointed at it (real-api.ts);
 * - createTestDatabase(): the same database alone (PGlite in memory, or a fresh PostgreSQL schema);
 * - the edges a test may take down (reCAPTCHA, the tax service);
 * - the API's pieces tests build on, and the seed data and constants their expectations read.
 */
export { type AppModule, type BuildAppOptions, buildApp, modules } from '../app';
export { catalogRowsOf, readPriceList, storePriceList } from '../modules/catalog/index';
export { storePages, storeProductGroups, storeProducts } from '../modules/content/index';
export { moderateReview } from '../modules/reviews/index';
export { SEED_SHIPPING_METHODS } from '../modules/shipping/index';
export { type AppConfig, type DatabaseConfig, loadConfig } from '../platform/config';
export { createDb, type Db } from '../platform/db/index';
export { runMigrations } from '../platform/db/migrator';
export {
  type CaptchaVerifier,
  RecaptchaVerifier,
  TEST_CAPTCHA_PASS_PREFIX,
  TestCaptcha,
} from '../providers/captcha/index';
export type { Providers } from '../providers/index';
export {
  STATE_TAX_RULES,
  StateRateTaxProvider,
  type TaxProvider,
  type TaxQuoteRequest,
  TaxUnavailableError,
} from '../providers/tax/index';
export { pages, productGroups, products, seedContent } from '../seed/content/index';
export { loadSeedContent, type SeedContent, seedIfEmpty } from '../seeders';
export { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './database';
export { CaptchaEdge, TAX_DOWN_MESSAGE, TaxEdge } from './edges';
export {
  DEAD_URL,
  type PathMatch,
  type RealApi,
  type RealApiOptions,
  type RecordedRequest,
  type ReviewsSettings,
  startRealApi,
} from './real-api';
