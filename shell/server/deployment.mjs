/**
 * What only the deployment knows, read once from the environment when the shell's server starts.
 * Every setting has the local shop's default (`npm start`, the e2e run), so the server also runs
 * alone with `pnpm --filter shell serve`:
 *
 *   PORT, HOST               where the shell listens (3000, localhost)
 *   SHOP_DEPLOY_DIR          the registry's local storage: the published versions' files, whose
 *                            server builds and manifests are read from disk when present
 *                            (default `.deploy` at the repository root; relative paths start there)
 *   PUBLIC_API_BASE          the API's public URL (http://localhost:4000)
 *   REGISTRY_URL             where this server reads the remote registry (GET /Registry/state) and
 *                            sends its health beacons (POST /Beacons): the API's base as this
 *                            server reaches it (default PUBLIC_API_BASE)
 *   REGISTRY_CACHE_MS        how long a read of the registry is used before it is read again
 *                            (default 1000: a promote shows on every shell server within 2 s)
 *   SERVER_BUILD_CACHE_DIR   where server builds not in SHOP_DEPLOY_DIR (object storage) are
 *                            downloaded to, one folder per version (default `.run/server-builds`)
 *   REMOTE_ORIGIN_<REMOTE>   where a remote's published versions are served, e.g.
 *                            REMOTE_ORIGIN_CATALOG=https://catalog.cdn.example (http://localhost:3001-3005)
 *   RECAPTCHA_SITE_KEY, AUTHORIZE_NET_API_LOGIN_ID, AUTHORIZE_NET_CLIENT_KEY, AUTHORIZE_NET_MODE,
 *   MAPS_API_KEY, REVIEWS_APP_KEY
 *                            the providers' public settings; without them the embedded test ones
 *   PUBLIC_ORIGIN            the shop's own public URL, for canonical links and the sitemap
 *                            (http://localhost:3000)
 *   SERVER_RENDER            `off` sends every page for rendering in the browser (default on)
 *   SERVER_RENDER_BUDGET_MS  how long a remote's server render may take before the page is sent
 *                            for rendering in the browser instead (default 1000)
 *   SERVER_RENDER_CACHE_MS   how long a server-rendered page is reused for the same URL and
 *                            remote version (default 5000; 0: every request renders)
 *   RUM_SAMPLE_RATE          share of page loads (0..1) that report real-user Web Vitals (default:
 *                            the shell's own, 0.25; the e2e run sets 1)
 *   HSTS_MAX_AGE             seconds of Strict-Transport-Security on every answer (default 0: none,
 *                            the shop is served over plain HTTP locally)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shop's topology, named once for every part (topology.json at the repository's root). */
const topology = JSON.parse(fs.readFileSync(path.join(repoRoot, 'topology.json'), 'utf8'));

/** The remotes the shell composes, in the order the runtime config lists them. */
export const REMOTES = topology.remotes.map((remote) => remote.name);

/** The local shop's port plan. */
const LOCAL_PORTS = {
  shell: topology.shell.port,
  api: topology.api.port,
  ...Object.fromEntries(topology.remotes.map((remote) => [remote.name, remote.port])),
};

/** Provider settings the browser may see (public keys only); the embedded test providers otherwise. */
function providerSettings(env) {
  return {
    captcha: env.RECAPTCHA_SITE_KEY ? { kind: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY } : { kind: 'test' },
    payment: env.AUTHORIZE_NET_CLIENT_KEY
      ? {
          kind: 'authorize-net',
          apiLoginId: env.AUTHORIZE_NET_API_LOGIN_ID ?? '',
          clientKey: env.AUTHORIZE_NET_CLIENT_KEY,
          mode: env.AUTHORIZE_NET_MODE === 'production' ? 'production' : 'sandbox',
        }
      : { kind: 'test' },
    maps: env.MAPS_API_KEY ? { kind: 'maps', key: env.MAPS_API_KEY } : { kind: 'bundled' },
    reviews: env.REVIEWS_APP_KEY ? { key: env.REVIEWS_APP_KEY } : null,
  };
}

/** RUM_SAMPLE_RATE as a share from 0 to 1; undefined (the shell's default) when unset or not a share. */
function rumSampleRate(env) {
  if (env.RUM_SAMPLE_RATE === undefined || env.RUM_SAMPLE_RATE === '') return undefined;
  const rate = Number(env.RUM_SAMPLE_RATE);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : undefined;
}

/** @param {Record<string, string | undefined>} env */
export function deploymentFrom(env = process.env) {
  return {
    port: Number(env.PORT ?? LOCAL_PORTS.shell),
    host: env.HOST ?? 'localhost',
    deployDir: env.SHOP_DEPLOY_DIR ? path.resolve(repoRoot, env.SHOP_DEPLOY_DIR) : path.join(repoRoot, '.deploy'),
    apiBase: env.PUBLIC_API_BASE ?? `http://localhost:${LOCAL_PORTS.api}`,
    registryUrl: (env.REGISTRY_URL ?? env.PUBLIC_API_BASE ?? `http://localhost:${LOCAL_PORTS.api}`).replace(/\/+$/, ''),
    registryCacheMs: Math.max(0, Number(env.REGISTRY_CACHE_MS ?? 1000) || 0),
    serverBuildCacheDir: path.resolve(repoRoot, env.SERVER_BUILD_CACHE_DIR ?? '.run/server-builds'),
    remoteOrigins: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        env[`REMOTE_ORIGIN_${name.toUpperCase()}`] ?? `http://localhost:${LOCAL_PORTS[name]}`,
      ]),
    ),
    providers: providerSettings(env),
    rumSampleRate: rumSampleRate(env),
    hstsMaxAgeSeconds: Number(env.HSTS_MAX_AGE ?? 0) || 0,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT ?? LOCAL_PORTS.shell}`).replace(/\/+$/, ''),
    serverRender: env.SERVER_RENDER !== 'off',
    serverRenderBudgetMs: Number(env.SERVER_RENDER_BUDGET_MS ?? 1000) || 1000,
    serverRenderCacheMs: Math.max(0, Number(env.SERVER_RENDER_CACHE_MS ?? 5000) || 0),
  };
}
