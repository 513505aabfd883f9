/**
 * Visual/manual check of the built shell on other ports than the composed shop:
 *   node shell/tests/check/serve-check.mjs            -> shell on :3100, fixture API on :4100
 * The shell's /runtime-config.json lists the remotes' current versions from the registry the API
 * keeps (REGISTRY_URL, default the local API on :4000; served on 3001-3004 by the lead's shop). Set CHECK_API=http://localhost:4000 to use the real API instead of the
 * fixture, or PROXY_API=http://localhost:4000 to reach the real API through :4100 (which adds the
 * CORS header the real API gives only to the shop's own origins); REMOVE_REMOTES=dealers,account drops remotes from the config and BREAK_REMOTES=catalog
 * points them at a server that does not answer, to see the fallbacks.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentFrom, REMOTES } from '../../server/deployment.mjs';
import { createRegistryClient } from '../../server/registry.mjs';
import { runtimeConfig } from '../../server/runtime-config.mjs';
import { chooseVersions } from '../../server/version-choice.mjs';
import { appPage, footerPage } from './fixture-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');
const media = path.resolve(here, '../../../api/media');
const shellPort = Number(process.env.SHELL_PORT ?? 3100);
const apiPort = Number(process.env.FIXTURE_API_PORT ?? 4100);
const apiBase = process.env.CHECK_API ?? `http://localhost:${apiPort}`;
const removed = (process.env.REMOVE_REMOTES ?? '').split(',').filter(Boolean);
const broken = (process.env.BREAK_REMOTES ?? '').split(',').filter(Boolean);
const deployment = deploymentFrom(process.env);
const registry = createRegistryClient({ registryUrl: deployment.registryUrl, cacheMs: deployment.registryCacheMs });

/** The registry's current versions (cohort 'check': outside any canary's first buckets or not). */
async function readRuntimeConfig() {
  return runtimeConfig(chooseVersions(await registry.state(), 'check', {}, REMOTES), deployment);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
};

function sendFile(res, file) {
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/runtime-config.json') {
      const config = await readRuntimeConfig();
      config.apiBase = apiBase;
      for (const name of removed) delete config.remotes[name];
      // A registered remote whose server does not answer (nothing listens on port 59999).
      for (const name of broken)
        config.remotes[name] = { version: 'gone', entry: `http://localhost:59999/${name}/mf-manifest.json` };
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    const file = path.join(dist, url.pathname);
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) return sendFile(res, file);
    sendFile(res, path.join(dist, 'index.html'));
  })
  .listen(shellPort, () => console.log(`shell check on http://localhost:${shellPort} (API ${apiBase})`));

if (!process.env.CHECK_API) {
  http
    .createServer((req, res) => {
      const url = new URL(req.url, 'http://x');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      res.setHeader('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS');
      if (req.method === 'OPTIONS') return res.end();
      if (process.env.PROXY_API) return proxy(req, res);
      const json = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/strapi/page/app') return json(200, { data: appPage });
      if (url.pathname === '/strapi/page/footer') return json(200, { data: footerPage });
      if (url.pathname === '/Auth/guest' && req.method === 'POST') return json(200, { guestId: 'gid_check' });
      if (url.pathname.startsWith('/media/')) {
        const file = path.join(media, url.pathname.slice('/media/'.length));
        if (file.startsWith(media) && fs.existsSync(file)) return sendFile(res, file);
      }
      json(404, { message: 'Not found' });
    })
    .listen(apiPort, () => console.log(`fixture API on http://localhost:${apiPort}`));
}

async function proxy(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = { ...req.headers, origin: 'http://localhost:3000', host: new URL(process.env.PROXY_API).host };
  const answer = await fetch(`${process.env.PROXY_API}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  }).catch(() => null);
  if (!answer) {
    res.writeHead(502, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'API not reachable' }));
  }
  const type = answer.headers.get('content-type');
  res.writeHead(answer.status, type ? { 'content-type': type } : {});
  res.end(Buffer.from(await answer.arrayBuffer()));
}
