/**
 * One more shell server (shell/server/serve-shell.mjs, on the shell's production build) on a free
 * port, told its topology through the environment as scripts/lib/topology.mjs tells the shop's own:
 * the proofs of issue 28 run several against one API (two shell servers reading one registry; a
 * shop whose remotes live in object storage). Resolves once /runtime-config.json answers.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../shop-parts.mjs';
import { freePort } from './free-port.mjs';
import { waitFor } from './wait-for.mjs';

/**
 * @param {Record<string, string>} env PUBLIC_API_BASE, SHOP_DEPLOY_DIR, REMOTE_ORIGIN_<REMOTE>, ...
 * @param {{ name?: string, port?: number }} options `port`: one chosen before (its origin told to the API's CORS)
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startShellProcess(env, { name = 'shell', port: chosen } = {}) {
  const port = chosen ?? (await freePort());
  const child = spawn(process.execPath, [path.join(repoRoot, 'shell', 'server', 'serve-shell.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}/runtime-config.json`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}
