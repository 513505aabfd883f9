/**
 * The shell's server: serves the shell's build, and for every page the shell's document with what
 * only the deployment knows, from the remote registry the API keeps (registry.mjs, read through a
 * short cache) and the versions chosen for this visitor (version-choice.mjs: cohort cookie,
 * canaries, QA overrides) (shell-document.mjs):
 *
 *   /runtime-config.json   the runtime config for this visitor (no-store)
 *   /static/...            hashed build files: their brotli/gzip copies as built, cached for a year
 *   POST /__shop/overrides/clear   clears the visitor's QA overrides (same-origin only; overrides.mjs)
 *   every other path       a client route of the composed shop: the page with the inline runtime
 *                          config and the route owner's preload hints (no-store), its
 *                          `Remote-Versions` header naming each remote's version; a page with
 *                          `?remote-override=<token>` sets the override and redirects (303)
 *
 * The remotes' published versions are not served here: each remote's origin serves its own
 * (locally scripts/remote-deploy-server.mjs; REMOTE_ORIGIN_<REMOTE> in deployment.mjs).
 *
 * Every answer carries the security headers of security-headers.mjs; every page its own
 * Content-Security-Policy with a fresh nonce for its inline runtime config and boot style.
 *
 * A page the route owner renders on the server is streamed (docs/decisions/0017): once the render's
 * data passes are done (they decide its status and head), the status and headers are sent with the
 * start of the page (head, header, the opening of the owner's element), then the owner's HTML as it
 * comes, then the end of the page (footer, data blocks).
 *
 * Observability (issue 31, docs/decisions/0027): metrics (metrics.mjs) are counted always and
 * served on METRICS_PORT only; traces (tracing.mjs) only with OTEL_EXPORTER_OTLP_ENDPOINT: then each
 * page request has a span (continuing an incoming `traceparent`), each of its log lines the trace id
 * beside the request id, its server render a child span whose `traceparent` the render's API calls
 * carry, and the page a `<meta name="traceparent">` for the browser's first API calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createBeaconSender } from './beacons.mjs';
import { createChromeRenderer } from './chrome-render.mjs';
import { REMOTES } from './deployment.mjs';
import { withoutDataBlock } from './html-text.mjs';
import { metrics, metricsSettingsFrom, startMetricsServer } from './metrics.mjs';
import { createOverrides, isSameOrigin } from './overrides.mjs';
import { pageHintsOf } from './page-hints-cookie.mjs';
import { createRegistryClient } from './registry.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { commonSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers.mjs';
import { createServerBuilds } from './server-builds.mjs';
import { createServerRenderer } from './server-render.mjs';
import { loadRouteTable, routeMatch, shellDocument } from './shell-document.mjs';
import { isPrivatePage, registerSeoFiles } from './sitemap.mjs';
import { startTracing } from './tracing.mjs';
import { chooseVersions, cohortOf, parseCookies, remoteVersionsHeader } from './version-choice.mjs';

/**
 * @param {{ distDir: string, deployment: ReturnType<typeof import('./deployment.mjs').deploymentFrom>, logger?: object | boolean, env?: NodeJS.ProcessEnv }} options
 *   `distDir` is the shell's build (index.html, mf-manifest.json, route-table.html, static/);
 *   `env` holds the observability switches (METRICS_PORT, METRICS_HOST, OTEL_EXPORTER_OTLP_*).
 */
export async function createShellServer({ distDir, deployment, logger = false, env = process.env }) {
  const app = Fastify({ logger });
  const tracing = await startTracing('halvorsen-shell', env);
  const metricsSettings = metricsSettingsFrom(env);
  const metricsServer = metricsSettings ? await startMetricsServer(metricsSettings) : null;
  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await tracing?.shutdown();
  });
  // Compresses what has no precompressed copy: the shell's page and the runtime config.
  // Pages are made per request: brotli at quality 6 takes about 1 ms for a 66 KB product page
  // (quality 11, zlib's default, about 60 ms) and makes it 13.0 KB, against 14.0 KB at quality 4:
  // with the response's headers that is under a first TCP window (about 14.6 KB), so the browser
  // has the whole page one round trip sooner (docs/decisions/0017). Built files are precompressed at 11.
  // A streamed page is compressed as it is written: each write is flushed (`flush`), so that the
  // start of the page reaches the browser before its end is written (else the compressor holds it
  // until its buffer fills or the page ends). A page is written in a few parts, and flushing them
  // costs a few bytes (docs/decisions/0017); a page sent whole is compressed in one go as before.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
  const securityHeaders = commonSecurityHeaders({ hstsMaxAgeSeconds: deployment.hstsMaxAgeSeconds ?? 0 });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(securityHeaders);
    return payload;
  });

  const routes = loadRouteTable(path.join(distDir, 'route-table.html'));
  // The shell's page and manifest are read again only when a new shell build has replaced them.
  const cache = new Map();
  const readShellFile = (name, parse = (text) => text) => {
    const file = path.join(distDir, name);
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };

  const registryUrl = deployment.registryUrl ?? deployment.apiBase;
  const registry = createRegistryClient({ registryUrl, cacheMs: deployment.registryCacheMs ?? 1000, log: app.log });
  const overrides = createOverrides({ registryUrl, remotes: REMOTES, log: app.log });
  const beacons = createBeaconSender({ registryUrl, log: app.log });
  app.addHook('onClose', () => beacons.close());
  const serverBuildsDir = deployment.serverBuildCacheDir ?? path.join(deployment.deployDir, '.server-builds');
  const serverBuilds = createServerBuilds({
    deployDir: deployment.deployDir,
    cacheDir: serverBuildsDir,
    registryUrl,
    remoteOrigins: deployment.remoteOrigins,
  });
  const secure = deployment.publicOrigin.startsWith('https:');
  /**
   * The revision (a hash of its content) of the last registry state whose server builds were loaded
   * ahead of their pages (server-render.mjs prepare): each read of the registry answers a new object,
   * a change a new revision.
   */
  let warmed = null;

  /**
   * The one choice of versions for this request, and the cookies the answer sets (a new cohort,
   * overrides no longer valid). Everything the answer says about versions comes from it.
   */
  async function versionsFor(req, reply) {
    const cookies = parseCookies(req.headers.cookie);
    const cohort = cohortOf(cookies, { secure });
    const [state, verified] = await Promise.all([registry.state(), overrides.fromCookies(cookies, { secure })]);
    if (state.revision !== warmed) {
      warmed = state.revision;
      for (const build of serverBuilds.namedBy(state)) renderOnServer.prepare(build);
    }
    const chosen = chooseVersions(state, cohort.cohort, verified.overrides, REMOTES);
    const setCookies = [...(cohort.setCookie ? [cohort.setCookie] : []), ...verified.clear];
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    reply.header('remote-versions', remoteVersionsHeader(chosen));
    return { chosen, cookies, config: runtimeConfig(chosen, deployment, verified.overrides) };
  }

  app.get('/runtime-config.json', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return (await versionsFor(req, reply)).config;
  });
  app.post('/__shop/overrides/clear', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOrigin(req.headers, deployment.publicOrigin)) {
      return reply.code(403).send({ message: 'Only the shop itself may clear its overrides' });
    }
    reply.header('set-cookie', overrides.clearAll(REMOTES, { secure }));
    return reply.code(204).send();
  });
  // robots.txt and the sitemap (index and parts), from the content service.
  registerSeoFiles(app, { apiBase: deployment.apiBase, publicOrigin: deployment.publicOrigin });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Builds write .br/.gz copies of their text assets (shared-build/src/precompress-plugin.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Hashed assets never change; index.html must be re-read to see a new shell.
      const hashed = filePath.includes(`${path.sep}static${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const renderOnServer = createServerRenderer({
    budgetMs: deployment.serverRenderBudgetMs,
    cacheMs: deployment.serverRenderCacheMs,
    log: app.log,
    report: ({ remote, version, kind }) => beacons.count({ remote, version, kind }),
  });
  const renderChrome = createChromeRenderer({
    distDir,
    budgetMs: deployment.serverRenderBudgetMs,
    cacheMs: deployment.serverRenderCacheMs,
    log: app.log,
  });
  // Every other path is a client route of the composed shop: the shell's page, with the runtime
  // config and the route's preload hints for this visitor's versions, and the route owner's server
  // render of the page when it has one (server-render.mjs; else the browser renders it).
  const servePage = async (req, reply) => {
    const pathname = req.url.split('?')[0];
    const { owner, pattern } = routeMatch(routes, pathname);
    metrics.pageRendered(pattern);
    const trace = tracing?.page(req.method, req.headers) ?? null;
    if (trace) {
      trace.route(pattern);
      req.log = req.log.child({ traceId: trace.traceId });
      reply.log = req.log;
      // A streamed page ends when its last part is written (or the visitor leaves).
      reply.raw.once('close', () => trace.end({ status: reply.statusCode, remote: owner }));
    }
    if (req.method === 'GET') {
      const link = await overrides.fromLink(req.url, { secure });
      if (link) {
        reply.header('cache-control', 'no-store');
        if (link.setCookie) reply.header('set-cookie', link.setCookie);
        return reply.redirect(link.location, 303);
      }
    }
    const { chosen, cookies, config } = await versionsFor(req, reply);
    // A private page (the back office) is never rendered here for anybody: the browser renders it
    // for the signed-in staffer, robots are told not to index it, and no shared cache keeps it.
    const privatePage = isPrivatePage(pathname);
    const [rendered, chrome] = deployment.serverRender
      ? await Promise.all([
          owner && !privatePage
            ? renderOnServer({
                owner,
                build: serverBuilds.buildOf(owner, chosen[owner]),
                url: req.url,
                apiBase: config.apiBase,
                origin: deployment.publicOrigin,
                config,
                trace,
                log: req.log,
              })
            : null,
          renderChrome(config.apiBase),
        ])
      : [null, null];
    const nonce = newNonce();
    const page = shellDocument({
      indexHtml: readShellFile('index.html'),
      shellManifest: readShellFile('mf-manifest.json', JSON.parse),
      routes,
      config,
      deployDir: deployment.deployDir,
      serverBuildsDir,
      pathname,
      nonce,
      owner,
      rendered,
      chrome,
      origin: deployment.publicOrigin,
      traceparent: trace?.forBrowser() ?? null,
      visitor: pageHintsOf(cookies),
    });
    // No owner: the shell's not-found page. A rendered page says its own status (404 for a
    // product that does not exist).
    reply.code(owner ? (rendered?.status ?? 200) : 404);
    reply.header('cache-control', privatePage ? 'private, no-store' : 'no-store');
    if (privatePage) reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('content-security-policy', contentSecurityPolicy(config, { nonce }));
    reply.type('text/html; charset=utf-8');
    if (!rendered) return reply.send(page.start + page.end);
    return reply.send(streamedPage(page, rendered));
  };
  /**
   * The page's start, the owner's HTML as it comes, the page's end. Should the owner's HTML fail
   * once the page has started (its status and start are sent), the page still ends whole, without
   * the owner's data: the owner's code then renders its page afresh in the browser instead of
   * hydrating what was sent (server-render.mjs logs the failure).
   */
  function streamedPage({ start, end }, rendered) {
    async function* parts() {
      yield start;
      let tail = end;
      try {
        for await (const chunk of rendered.html.read()) yield chunk;
      } catch {
        tail = withoutDataBlock(end, rendered.serverDataId);
      }
      yield tail;
    }
    return Readable.from(parts(), { objectMode: false });
  }
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  return app;
}
