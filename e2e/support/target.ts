/**
 * Which shop the suite runs against. By default the local shop that `npm test` (scripts/test.mjs)
 * builds and starts; QA points it at any deployment with
 *   SHOP_BASE_URL=https://staging.shop.example SHOP_API_URL=https://api.staging.shop.example
 * (SHOP_URL, the older name of SHOP_BASE_URL, still works). A second shop started here on other
 * ports adds SHOP_LOCAL=1 (see IS_LOCAL_SHOP).
 */
import { topology } from './topology';

const LOCAL_BASE_URL = `http://localhost:${topology.shell.port}`;
const LOCAL_API_URL = `http://localhost:${topology.api.port}`;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The shop's pages (the shell's server). */
export const SHOP_BASE_URL = withoutTrailingSlash(process.env.SHOP_BASE_URL ?? process.env.SHOP_URL ?? LOCAL_BASE_URL);
/** The API, as the shop's pages call it (its runtime config's apiBase). */
export const SHOP_API_URL = withoutTrailingSlash(process.env.SHOP_API_URL ?? LOCAL_API_URL);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the suite runs against the shop started on this machine: only then can it stop a
 * remote's server (its pid file in .run/pids) or publish a version into the registry with this
 * checkout's builds and the run's staff key. SHOP_LOCAL=1 says so of a second shop this checkout
 * started on other ports (scripts/lib/s3-registry-shop.mjs: the registry on object storage).
 */
export const IS_LOCAL_SHOP = (() => {
  if (process.env.SHOP_LOCAL === '1') return true;
  const url = new URL(SHOP_BASE_URL);
  return LOOPBACK.has(url.hostname) && url.port === new URL(LOCAL_BASE_URL).port;
})();

/** Why a test that needs this machine's shop is skipped against another deployment. */
export function localOnlyReason(power: string): string {
  return `needs the shop started on this machine (${LOCAL_BASE_URL}) to ${power}; SHOP_BASE_URL is ${SHOP_BASE_URL}`;
}
