/**
 * Starts the shell's server (plain Node, no build step of its own) on the shell's build:
 *
 *   pnpm --filter shell build && pnpm --filter shell serve        -> http://localhost:3000
 *   PORT=3100 REGISTRY_URL=http://localhost:4000 pnpm --filter shell serve
 *
 * Settings come from the environment (deployment.mjs); LOG_LEVEL sets Fastify's log level (warn).
 * `npm start` starts it (scripts/lib/topology.mjs) together with the API and the remotes' servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deploymentFrom } from './deployment.mjs';
import { createShellServer } from './shell-server.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No shell build in ${distDir}: run \`pnpm --filter shell build\` first.`);
  process.exit(1);
}

const deployment = deploymentFrom(process.env);
const app = await createShellServer({ distDir, deployment, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await app.listen({ port: deployment.port, host: deployment.host });
const { port } = app.server.address();
console.log(`shell serving on http://localhost:${port} (registry: ${deployment.registryUrl}/Registry/state)`);
