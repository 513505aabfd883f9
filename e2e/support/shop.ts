/**
 * The e2e suite's handle on the shop under test (support/target.ts): its URLs, its runtime config,
 * and, for the shop `npm test` started on this machine only, the remote registry commands and the
 * remote servers (their process ids are in .run/pids).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { SHOP_BASE_URL } from './target';
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

/** Every page starts with analytics consent answered, so the consent dialog does not cover the page. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('shop.analyticsConsent')) {
        window.localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() }));
      }
    });
    await use(page);
  },
});
export { expect };

export function registry(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'remote-registry.mjs'), ...args], {
    cwd: repoRoot,
    env: process.env,
    encoding: 'utf8',
  });
}

export interface RegistryEntry {
  current: string;
  /** Every published version, oldest first. */
  history: string[];
}

/** A remote's entry in the local registry (SHOP_DEPLOY_DIR, as scripts/test.mjs sets it). */
export function registryEntry(remote: RemoteName): RegistryEntry {
  const deployDir = process.env.SHOP_DEPLOY_DIR ?? path.join(repoRoot, '.deploy');
  const reg = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  return reg.remotes[remote];
}

export function currentVersion(remote: RemoteName): string {
  return registryEntry(remote).current;
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
