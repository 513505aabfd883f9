/**
 * The remotes' deploy server: serves every published version of ONE remote from the deploy folder
 * (`<deploy dir>/<remote>/<version>/...`, the registry API's storage folder), as the remote's
 * own origin would in production (a CDN or bucket). The shell's page is not served here: that is
 * the shell's own server (shell/server/serve-shell.mjs).
 *
 *   node scripts/remote-deploy-server.mjs catalog   -> :3001, .deploy/catalog/<version>/...
 *   (PORT overrides the port; SHOP_DEPLOY_DIR the deploy folder, as for the registry)
 *
 * Version folders are immutable, so everything but the manifest is cached for a year; the manifest
 * is fetched cross-origin by the shell's page (CORS) and revalidated. Builds write brotli and gzip
 * copies of their text files, sent as they are to a browser that takes them.
 *
 * Plain node:http rather than a web framework: four of these run in the embedded shop, and a
 * Fastify server with its static and compression plugins held some 30 MB more each (issue 32,
 * item 7: the embedded shop's memory), for a job of a few lines.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentType } from 'mime-types';
import { deployDir, PARTS, REMOTES } from './shop-parts.mjs';

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`Unknown remote "${remote}". One of: ${REMOTES.join(', ')}`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? PARTS[remote].port);
const root = path.join(deployDir(), remote);

/**
 * Headers of every answer. The shell's page (another origin) loads these files: CORS for the
 * manifest it fetches, and the security headers that apply to static assets (issue 13): never
 * sniffed into another type, and readable cross-origin even by a page that isolates itself.
 */
const COMMON_HEADERS = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'cross-origin',
};

function notFound(res) {
  res.writeHead(404, { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ message: 'Not found' }));
}

const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The precompressed copy the browser takes (brotli first), if the build wrote one. */
function precompressed(file, acceptEncoding = '') {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (acceptEncoding.includes(encoding) && isFile(file + suffix)) return { encoding, file: file + suffix };
  }
  return null;
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...COMMON_HEADERS, allow: 'GET, HEAD' });
    res.end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
  } catch {
    notFound(res);
    return;
  }
  // A version's server build (ssr/) is read by the shell's server from the deploy folder; browsers
  // have no business with it.
  if (/^\/[^/]+\/ssr(\/|$)/.test(pathname)) return notFound(res);
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(root + path.sep) || !isFile(file)) return notFound(res);

  // The registry stored it with the same type (mime-types, api/src/modules/registry/storage.ts).
  const type = contentType(path.extname(file).toLowerCase()) || 'application/octet-stream';
  const copy = precompressed(file, req.headers['accept-encoding']);
  const sent = copy?.file ?? file;
  const { size, mtime } = fs.statSync(sent);
  const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
  const headers = {
    ...COMMON_HEADERS,
    'content-type': type,
    'cache-control': file.endsWith('mf-manifest.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
    etag,
    'last-modified': mtime.toUTCString(),
    vary: 'accept-encoding',
    ...(copy ? { 'content-encoding': copy.encoding } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(sent)
    .on('error', () => res.destroy())
    .pipe(res);
});

server.listen(port, process.env.HOST ?? 'localhost', () => {
  console.log(`${remote} serving on http://localhost:${port}`);
});
