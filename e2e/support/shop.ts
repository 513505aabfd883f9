/**
 * The e2e suite's handle on the running shop: the remote registry commands and the remote servers
 * that `npm test` started (their process ids are in .run/pids).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pidsDir = path.join(repoRoot, '.run', 'pids');
const REMOTE_PORTS = { catalog: 3001, checkout: 3002, account: 3003, dealers: 3004 } as const;
export type RemoteName = keyof typeof REMOTE_PORTS;

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

export function currentVersion(remote: RemoteName): string {
  const deployDir = process.env.SHOP_DEPLOY_DIR ?? path.join(repoRoot, '.deploy');
  const reg = JSON.parse(fs.readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  return reg.remotes[remote].current;
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
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'static-server.mjs'), remote], {
    cwd: repoRoot,
    env: process.env,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  fs.writeFileSync(path.join(pidsDir, `${remote}.pid`), String(child.pid));
  for (let i = 0; i < 100 && !(await portAnswers(REMOTE_PORTS[remote])); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
