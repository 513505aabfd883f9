/**
 * The e2e suite's handle on the shop under test (support/target.ts): its URLs, its runtime config,
 * the remote registry's state (GET /Registry/state on its API) and, for the shop `npm test` started
 * on this machine only, the remote delivery commands (scripts/remote/cli.mjs, with the run's staff
 * key) and the remote servers (their process ids are in .run/pids).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { SHOP_API_URL, SHOP_BASE_URL } from './target';
import { topology } from './topology';

export { IS_LOCAL_SHOP, localOnlyReason, SHOP_API_URL, SHOP_BASE_URL } from './target';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pidsDir = path.join(repoRoot, '.run', 'pids');
export type RemoteName = 'catalog' | 'checkout' | 'account' | 'dealers';
/** Each remote's local port (topology.json). */
const REMOTE_PORTS = Object.fromEntries(topology.remotes.map((remote) => [remote.name, remote.port])) as Record<
  RemoteName,
  number
>;
export const REMOTE_NAMES = Object.keys(REMOTE_PORTS) as RemoteName[];

/** Analytics consent answered before any page script runs, so the consent dialog does not cover the page. */
function answerAnalyticsConsent() {
  if (!window.localStorage.getItem('shop.analyticsConsent')) {
    window.localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
  }
}

/** Every page starts with analytics consent answered, so the consent dialog does not cover the page. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(answerAnalyticsConsent);
    await use(page);
  },
});

/** A browser context of its own (its own cookies: cohort, overrides), consent answered as for `page`. */
export async function newShopper(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(answerAnalyticsConsent);
  return { context, page: await context.newPage() };
}
export { expect };

/** What a remote delivery command printed, and its exit code. */
export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a remote delivery command (scripts/remote/cli.mjs, as `npm run remote:<command>` does)
 * against the shop's API. `env` adds settings, e.g. `{ REMOTE_TOKEN }` to act as a team. The staff
 * key of the run (SHOP_STAFF_KEY, set by scripts/test.mjs) is passed as STAFF_API_KEY.
 */
export function remoteCommand(args: string[], env: Record<string, string> = {}): CommandResult {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'remote', 'cli.mjs'), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_URL: SHOP_API_URL,
      SHOP_URL: SHOP_BASE_URL,
      ...(process.env.SHOP_STAFF_KEY ? { STAFF_API_KEY: process.env.SHOP_STAFF_KEY } : {}),
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A remote delivery command as staff (`--as-staff` where the command takes it); throws with what
 * it printed when it fails. Answers its output.
 */
export function registry(...args: string[]): string {
  const staff = args[0] === 'token' || args[0] === 'list' ? [] : ['--as-staff'];
  const result = remoteCommand([...args, ...staff]);
  if (result.status !== 0) throw new Error(`remote:${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** The last line a command printed (publish prints the new version there, token create the token). */
export const lastLine = (output: string): string => output.trim().split('\n').at(-1) ?? '';

export interface RegistryEntry {
  current: { version: string; serverManifest: string | null } | null;
  canary: { version: string; percent: number; serverManifest: string | null } | null;
}

/** The registry's state as every shell server reads it (GET /Registry/state on the API). */
export async function registryState(): Promise<{ revision: string; remotes: Record<RemoteName, RegistryEntry> }> {
  const res = await fetch(`${SHOP_API_URL}/Registry/state`);
  if (!res.ok) throw new Error(`${SHOP_API_URL}/Registry/state answered ${res.status}`);
  return res.json();
}

/** A remote's current version and running canary in the registry. */
export async function registryEntry(remote: RemoteName): Promise<RegistryEntry> {
  return (await registryState()).remotes[remote];
}

export async function currentVersion(remote: RemoteName): Promise<string> {
  const version = (await registryEntry(remote)).current?.version;
  if (!version) throw new Error(`The registry has no current version of ${remote}`);
  return version;
}

/**
 * Waits until the shell's server serves these versions to a new visitor, or to the visitor whose
 * cookies are `cookie` (a canary's cohort: a new visitor may be served the stable version while a
 * canary still runs). The server reads the registry through a short cache, REGISTRY_CACHE_MS.
 */
export async function waitForServedVersions(
  expected: Partial<Record<RemoteName, string>>,
  { cookie }: { cookie?: string } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${SHOP_BASE_URL}/runtime-config.json`, { headers: cookie ? { cookie } : {} });
        const config = (await answer.json()) as ServedConfig;
        return Object.fromEntries(Object.keys(expected).map((remote) => [remote, config.remotes[remote]?.version]));
      },
      { timeout: 10_000 },
    )
    .toEqual(expected);
}

/** The parts of the runtime config the suite looks at (shared-contracts/src/runtime-config.ts). */
export interface ServedConfig {
  apiBase: string;
  remotes: Record<string, { entry: string; version: string }>;
  providers: { captcha: { kind: string }; payment: { kind: string } };
}

let servedConfig: Promise<ServedConfig> | undefined;

/** The runtime config of the shop under test (read once per worker). */
export function shopRuntimeConfig(): Promise<ServedConfig> {
  servedConfig ??= fetch(`${SHOP_BASE_URL}/runtime-config.json`).then((res) => {
    if (!res.ok) throw new Error(`${SHOP_BASE_URL}/runtime-config.json answered ${res.status}`);
    return res.json() as Promise<ServedConfig>;
  });
  return servedConfig;
}

/**
 * Skips the running test unless the shop runs the embedded test provider of this kind: the test
 * captcha's checkbox, the test gateway's card numbers. A staging deployment does; one with real
 * keys (reCAPTCHA, Authorize.net) does not.
 */
export async function needsTestProvider(kind: 'captcha' | 'payment'): Promise<void> {
  const running = (await shopRuntimeConfig()).providers[kind].kind;
  test.skip(running !== 'test', `needs the embedded test ${kind} provider; ${SHOP_BASE_URL} runs "${running}"`);
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/** Stops a remote's server for real: its files can no longer be fetched. */
export async function stopRemoteServer(remote: RemoteName): Promise<void> {
  const pid = Number(fs.readFileSync(path.join(pidsDir, `${remote}.pid`), 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    process.kill(pid, 'SIGTERM');
  }
  for (let i = 0; i < 100 && (await portAnswers(REMOTE_PORTS[remote])); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a remote's server again (as the deploy tooling would). */
export async function startRemoteServer(remote: RemoteName): Promise<void> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'remote-deploy-server.mjs'), remote], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(REMOTE_PORTS[remote]) },
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  fs.writeFileSync(path.join(pidsDir, `${remote}.pid`), String(child.pid));
  for (let i = 0; i < 100 && !(await portAnswers(REMOTE_PORTS[remote])); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
