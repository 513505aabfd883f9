/**
 * The shell's server: serves the shell's build, and for every page the shell's document with what
 * only the deployment knows, read from the remote registry at that request (shell-document.mjs):
 *
 *   /runtime-config.json   the runtime config (no-store)
 *   /static/...            hashed build files: their brotli/gzip copies as built, cached for a year
 *   every other path       a client route of the composed shop: the page with the inline runtime
 *                          config and the route owner's preload hints (no-store)
 *
 * The remotes' published versions are not served here: each remote's origin serves its own
 * (locally scripts/remote-deploy-server.mjs; REMOTE_ORIGIN_<REMOTE> in deployment.mjs).
 *
 * Every answer carries the security headers of security-headers.mjs; every page its own
 * Content-Security-Policy with a fresh nonce for its inline runtime config and boot style.
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { readRuntimeConfig } from './runtime-config.mjs';
import { commonSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers.mjs';
import { loadRouteTable, shellDocument } from './shell-document.mjs';

/**
 * @param {{ distDir: string, deployment: ReturnType<typeof import('./deployment.mjs').deploymentFrom>, logger?: object | boolean }} options
 *   `distDir` is the shell's build (index.html, mf-manifest.json, route-table.html, static/).
 */
export async function createShellServer({ distDir, deployment, logger = false }) {
  const app = Fastify({ logger });
  // Compresses what has no precompressed copy: the shell's page and the runtime config.
  await app.register(compress, { global: true, threshold: 1024 });
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

  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return readRuntimeConfig(deployment);
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // Builds write .br/.gz copies of their text assets (shared-contracts/build/precompress-plugin.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Hashed assets never change; index.html must be re-read to see a new shell.
      const hashed = filePath.includes(`${path.sep}static${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other path is a client route of the composed shop: the shell's page, with the runtime
  // config and the route's preload hints read from the registry now.
  const servePage = (req, reply) => {
    const config = readRuntimeConfig(deployment);
    const nonce = newNonce();
    const html = shellDocument({
      indexHtml: readShellFile('index.html'),
      shellManifest: readShellFile('mf-manifest.json', JSON.parse),
      routes,
      config,
      deployDir: deployment.deployDir,
      pathname: req.url.split('?')[0],
      nonce,
    });
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', contentSecurityPolicy(config, { nonce }));
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  return app;
}
