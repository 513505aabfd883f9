/**
 * The registry's tests: a real app (test-app.ts, its own database) listening on a loopback port,
 * its registry storing into a temporary deploy folder (or a given storage setting), a staff key of
 * its own; and builders of a release and its multipart publish (FormData, sent with fetch).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellSingletons } from 'shared-contracts/composition';
import type { RegistryConfig } from '../../../src/platform/config';
import { createTestApp, type TestApp } from '../../support/test-app';

/** What the shell shares under React's names on this run's renderer (SHOP_RENDERER, decision 0051). */
export const shellShares = shellSingletons(process.env.SHOP_RENDERER);

export interface RegistryTestApp extends TestApp {
  url: string;
  staffKey: string;
  deployDir: string;
  /** A new team token of `remote` made through the API. */
  token(remote: string, team?: string): Promise<{ id: string; token: string }>;
  /** JSON POST with these headers. */
  post(pathname: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
}

export async function startRegistryApp(registry: Partial<RegistryConfig> = {}): Promise<RegistryTestApp> {
  const deployDir = await mkdtemp(path.join(tmpdir(), 'registry-deploy-'));
  const staffKey = randomBytes(32).toString('base64url');
  const app = await createTestApp({
    seed: false,
    config: {
      staffApiKey: staffKey,
      registry: { storage: { kind: 'local', dir: deployDir }, budgets: { catalog: 50 * 1024 }, ...registry },
    },
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${url}${pathname}`, { headers });
  return {
    ...app,
    url,
    staffKey,
    deployDir,
    post,
    get,
    async token(remote, team = `${remote}-team`) {
      const response = await post('/Registry/tokens', { team, remote }, { 'x-staff-key': staffKey });
      if (response.status !== 201) throw new Error(`token: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; token: string };
    },
    async close() {
      await app.close();
      await rm(deployDir, { recursive: true, force: true });
    },
  };
}

export const sha256 = (body: string | Uint8Array) => createHash('sha256').update(body).digest('hex');

export interface Build {
  release: Record<string, unknown> & { manifestHash: string; files: { path: string; sha256: string; size: number }[] };
  files: Record<string, string>;
}

/** What each remote must expose, as the shell needs it (shared-contracts/composition). */
const EXPOSES: Record<string, string[]> = {
  catalog: ['./app', './search-overlay'],
  checkout: ['./app', './cart'],
  account: ['./app', './newsletter-signup'],
  dealers: ['./app', './dealer-picker'],
};

/** A build the gate accepts: its files, and a release describing them (overrides replace fields). */
export function goodBuild(
  remote = 'catalog',
  overrides: Record<string, unknown> = {},
  files: Record<string, string> = {},
): Build {
  const manifest = JSON.stringify({ id: remote, nonce: randomBytes(8).toString('hex') });
  const all: Record<string, string> = {
    'mf-manifest.json': manifest,
    'remoteEntry.js': `/* ${remote} entry */`,
    'static/js/app.js': 'console.log("app");',
    ...files,
  };
  const release = {
    remote,
    manifestHash: sha256(all['mf-manifest.json'] as string),
    gitCommit: 'abc1234def',
    exposes: EXPOSES[remote],
    contracts: { emits: [], consumes: ['shell:auth-state@1'] },
    // What a build on the shell's renderer requires: its versions, as a caret range.
    shared: { react: `^${shellShares.react}`, 'react-dom': `^${shellShares['react-dom']}` },
    jsGzipBytes: 20_000,
    serverManifest: null,
    files: Object.entries(all).map(([file, body]) => ({
      path: file,
      sha256: sha256(body),
      size: Buffer.byteLength(body),
    })),
    ...overrides,
  };
  return { release, files: all };
}

/** The multipart publish: `release` first, `action`, then one `file` part per file (its path as filename). */
export function publishForm(
  build: Build,
  options: { action?: string; files?: [string, string][]; release?: string } = {},
): FormData {
  const form = new FormData();
  form.append('release', options.release ?? JSON.stringify(build.release));
  if (options.action) form.append('action', options.action);
  for (const [file, body] of options.files ?? Object.entries(build.files)) form.append('file', new Blob([body]), file);
  return form;
}

export async function publish(
  app: RegistryTestApp,
  remote: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.url}/Registry/remotes/${remote}/versions`, { method: 'POST', body: form, headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
