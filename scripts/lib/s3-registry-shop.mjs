/**
 * A second local shop whose remotes live in object storage (issue 28, "Done when": the same publish
 * and canary e2e passes with storage on the S3-protocol server). Started by `npm test` after the
 * main e2e run, on free ports (no port lock):
 *   - s3rver (a real S3-protocol server, devDependency of api) in a temporary folder, with one
 *     bucket whose CORS rule lets any origin GET (the browser loads manifests and chunks from it);
 *   - the compiled API on a fresh embedded database with REGISTRY_STORAGE=s3 on that bucket;
 *   - the four remotes' builds published through the real command line (`--no-build --as-staff`);
 *   - a shell server whose remotes' origins are `<endpoint>/<bucket>/<remote>` and whose deploy
 *     folder is EMPTY, so every server build it renders with is downloaded from the bucket.
 *
 *   node scripts/lib/s3-registry-shop.mjs      starts it and prints its URLs until Ctrl-C
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REMOTES, repoRoot } from '../shop-parts.mjs';
import { freePort } from './free-port.mjs';
import { log } from './proc.mjs';
import { startShellProcess } from './shell-process.mjs';
import { startPart } from './topology.mjs';

const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const BUCKET = 'shop-remotes';
const ANY_ORIGIN_MAY_GET = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver on a free loopback port with the remotes' bucket; answers its endpoint and close(). */
async function startS3(directory) {
  const S3rver = apiRequire('s3rver');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [ANY_ORIGIN_MAY_GET] }],
  });
  const { port } = await s3.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => s3.close() };
}

/** Runs one remote delivery command (scripts/remote/cli.mjs) against `apiUrl` as staff. */
async function remoteCommand(args, { apiUrl, staffKey }) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'remote', 'cli.mjs'), ...args],
    { cwd: repoRoot, env: { ...process.env, API_URL: apiUrl, STAFF_API_KEY: staffKey } },
  );
  return stdout.trim().split('\n').at(-1);
}

/**
 * Starts the S3 shop; answers its URLs, the staff key of its API and `stop()`. Needs every part
 * built (`npm run build`). `objectStorage: false` keeps the registry's files in a deploy folder the
 * shell reads too (the embedded default, no remotes' servers: for measuring the shell's server and
 * the API, bench/registry-load.mjs); `apiEnv` adds to the API's settings.
 */
export async function startS3RegistryShop({ objectStorage = true, apiEnv = {} } = {}) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 's3-registry-shop-'));
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {});
    fs.rmSync(temp, { recursive: true, force: true });
  };
  try {
    const s3 = objectStorage ? await startS3(path.join(temp, 's3')) : null;
    if (s3) stops.push(s3.close);
    const deployDir = path.join(temp, 'deploy');
    fs.mkdirSync(deployDir);
    const [apiPort, shellPort] = [await freePort(), await freePort()];
    const apiUrl = `http://localhost:${apiPort}`;
    const shopUrl = `http://localhost:${shellPort}`;
    const staffKey = randomBytes(32).toString('base64url');
    const api = await startPart('api', {
      apiEnv: {
        PORT: String(apiPort),
        NODE_ENV: 'test',
        PGLITE_DIR: path.join(temp, 'pglite'),
        DATA_DIR: path.join(temp, 'data'),
        DATABASE_URL: '',
        STAFF_API_KEY: staffKey,
        CORS_ORIGINS: shopUrl,
        SHOP_DEPLOY_DIR: deployDir,
        ...(s3
          ? {
              REGISTRY_STORAGE: 's3',
              REGISTRY_S3_BUCKET: BUCKET,
              S3_ENDPOINT: s3.endpoint,
              S3_ACCESS_KEY_ID: 'S3RVER',
              S3_SECRET_ACCESS_KEY: 'S3RVER',
              S3_FORCE_PATH_STYLE: 'true',
            }
          : {}),
        ...apiEnv,
      },
    });
    stops.push(() => api.stop());
    for (const remote of REMOTES) {
      const version = await remoteCommand(['publish', remote, '--no-build', '--as-staff'], { apiUrl, staffKey });
      log(`S3 shop: published ${remote} ${version}`);
    }
    // With object storage the shell's deploy folder stays empty: every server build is downloaded.
    const remotesAt = s3 ? `${s3.endpoint}/${BUCKET}` : 'http://localhost:9';
    fs.mkdirSync(path.join(temp, 'empty-deploy'));
    const shell = await startShellProcess(
      {
        PUBLIC_API_BASE: apiUrl,
        REGISTRY_URL: apiUrl,
        SHOP_DEPLOY_DIR: s3 ? path.join(temp, 'empty-deploy') : deployDir,
        SERVER_BUILD_CACHE_DIR: path.join(temp, 'server-builds'),
        ...Object.fromEntries(
          REMOTES.map((remote) => [`REMOTE_ORIGIN_${remote.toUpperCase()}`, `${remotesAt}/${remote}`]),
        ),
      },
      { name: 's3-shell', port: shellPort },
    );
    stops.push(shell.stop);
    return {
      shopUrl,
      apiUrl,
      staffKey,
      s3Endpoint: s3?.endpoint ?? null,
      bucket: BUCKET,
      stop,
      get apiPid() {
        return api.pid;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shop = await startS3RegistryShop();
  log(`S3 shop: ${shop.shopUrl} (API ${shop.apiUrl}, bucket ${shop.s3Endpoint}/${shop.bucket}); Ctrl-C stops it`);
  log(`SHOP_BASE_URL=${shop.shopUrl} SHOP_API_URL=${shop.apiUrl} SHOP_STAFF_KEY=${shop.staffKey} SHOP_LOCAL=1`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shop.stop().then(() => process.exit(0)));
}
