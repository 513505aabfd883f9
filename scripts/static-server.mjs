/**
 * Serves one part of the shop's built files: the shell (with its runtime config read from the
 * remote registry on every request) or a remote's published versions (with CORS for the manifest).
 *
 *   node scripts/static-server.mjs shell   -> :3000, shell/dist + /runtime-config.json
 *   node scripts/static-server.mjs catalog -> :3001, .deploy/catalog/<version>/...
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { loadRouteTable, shellDocument } from './lib/shell-document.mjs';
import { readRuntimeConfig } from './remote-registry.mjs';
import { deployDir, PARTS, repoRoot } from './shop-parts.mjs';

const partName = process.argv[2];
const part = PARTS[partName];
if (!part) {
  console.error(`Unknown part "${partName}". One of: ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
// Compresses what has no precompressed copy: the shell's page and the runtime config.
await app.register(compress, { global: true, threshold: 1024 });

if (partName === 'shell') {
  const root = path.join(repoRoot, 'shell', 'dist');
  const routes = loadRouteTable(path.join(root, 'route-table.html'));
  // The shell's page and manifest are read again only when a new shell build has replaced them.
  const cache = new Map();
  const readShellFile = (name, parse = (text) => text) => {
    const file = path.join(root, name);
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return readRuntimeConfig();
  });
  await app.register(fastifyStatic, {
    root,
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
  // config and the route's preload hints read from the registry now (scripts/lib/shell-document.mjs).
  const servePage = (req, reply) => {
    const html = shellDocument({
      indexHtml: readShellFile('index.html'),
      shellManifest: readShellFile('mf-manifest.json', JSON.parse),
      routes,
      config: readRuntimeConfig(),
      pathname: req.url.split('?')[0],
    });
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
} else {
  // Versions are immutable folders; the manifest of each is fetched cross-origin by the shell.
  const root = path.join(deployDir(), partName);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.endsWith('mf-manifest.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
}

await app.listen({ port: part.port, host: process.env.HOST ?? 'localhost' });
console.log(`${partName} serving on http://localhost:${part.port}`);
