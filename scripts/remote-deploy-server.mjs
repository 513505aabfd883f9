/**
 * The remotes' deploy server: serves every published version of ONE remote from the deploy folder
 * (`<deploy dir>/<remote>/<version>/...`, written by remote-registry.mjs publish), as the remote's
 * own origin would in production (a CDN or bucket). The shell's page is not served here: that is
 * the shell's own server (shell/server/serve-shell.mjs).
 *
 *   node scripts/remote-deploy-server.mjs catalog   -> :3001, .deploy/catalog/<version>/...
 *   (PORT overrides the port; SHOP_DEPLOY_DIR the deploy folder, as for the registry)
 *
 * Version folders are immutable, so everything but the manifest is cached for a year; the manifest
 * is fetched cross-origin by the shell's page (CORS) and revalidated.
 */
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { deployDir, PARTS, REMOTES } from './shop-parts.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`Unknown remote "${remote}". One of: ${REMOTES.join(', ')}`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? PARTS[remote].port);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
// Compresses what has no precompressed copy (builds write .br/.gz of their text assets).
await app.register(compress, { global: true, threshold: 1024 });
// The shell's page (another origin) loads these files: CORS for the manifest it fetches, and the
// security headers that apply to static assets (issue 13): never sniffed into another type, and
// readable cross-origin even by a page that isolates itself (Cross-Origin-Resource-Policy).
app.addHook('onSend', async (_req, reply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-resource-policy', 'cross-origin');
});
// A version's server build (ssr/) is read by the shell's server from the deploy folder; browsers
// have no business with it.
app.addHook('onRequest', async (req, reply) => {
  if (/^\/[^/]+\/ssr(\/|$)/.test(req.url)) return reply.code(404).send({ message: 'Not found' });
});
await app.register(fastifyStatic, {
  root: path.join(deployDir(), remote),
  preCompressed: true,
  cacheControl: false,
  setHeaders(reply, filePath) {
    reply.header(
      'cache-control',
      filePath.endsWith('mf-manifest.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
  },
});

await app.listen({ port, host: process.env.HOST ?? 'localhost' });
console.log(`${remote} serving on http://localhost:${port}`);
