/**
 * The registry's settings (platform/config.ts resolveRegistryConfig) and its place in the OpenAPI
 * document.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPLOY_DIR, REPO_ROOT, resolveRegistryConfig } from '../../src/platform/config';
import { type RegistryTestApp, startRegistryApp } from './support/registry-app';

describe('registry settings', () => {
  it('store in the deploy folder by default, and SHOP_DEPLOY_DIR is read relative to the repository', () => {
    expect(resolveRegistryConfig({}).storage).toEqual({ kind: 'local', dir: DEFAULT_DEPLOY_DIR });
    expect(DEFAULT_DEPLOY_DIR).toBe(path.join(REPO_ROOT, '.deploy'));
    expect(resolveRegistryConfig({ SHOP_DEPLOY_DIR: 'tmp/deploy' }).storage).toEqual({
      kind: 'local',
      dir: path.join(REPO_ROOT, 'tmp/deploy'),
    });
    expect(resolveRegistryConfig({ SHOP_DEPLOY_DIR: '/srv/deploy' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/deploy',
    });
  });

  it('S3 needs its bucket and keys, and reads the endpoint as the file storage does', () => {
    expect(() => resolveRegistryConfig({ REGISTRY_STORAGE: 's3' })).toThrow(/REGISTRY_S3_BUCKET/);
    expect(() => resolveRegistryConfig({ REGISTRY_STORAGE: 'ftp' })).toThrow(/local or s3/);
    const aws = resolveRegistryConfig({
      REGISTRY_STORAGE: 's3',
      REGISTRY_S3_BUCKET: 'remotes',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-north-1',
    });
    expect(aws.storage).toMatchObject({ endpoint: 'https://s3.eu-north-1.amazonaws.com', forcePathStyle: false });
  });

  it('budgets come from the topology (KiB) and REGISTRY_BUDGET_KB_<REMOTE> overrides them', () => {
    expect(resolveRegistryConfig({ REGISTRY_BUDGET_KB_CATALOG: '120' }).budgets.catalog).toBe(120 * 1024);
    expect(() => resolveRegistryConfig({ REGISTRY_BUDGET_KB_CATALOG: 'lots' })).toThrow(/whole number/);
  });
});

describe('the OpenAPI document', () => {
  let app: RegistryTestApp;
  beforeAll(async () => {
    app = await startRegistryApp();
  });
  afterAll(() => app?.close());

  it("lists the registry's routes (the overrides' too) under the tag registry", async () => {
    const doc = (await (await app.get('/docs/json')).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const registryPaths = Object.entries(doc.paths).filter(([route]) => route.startsWith('/Registry'));
    expect(registryPaths.map(([route]) => route).sort()).toEqual([
      '/Registry/overrides',
      '/Registry/overrides/verify',
      '/Registry/remotes/{remote}/abort',
      '/Registry/remotes/{remote}/canary',
      '/Registry/remotes/{remote}/history',
      '/Registry/remotes/{remote}/promote',
      '/Registry/remotes/{remote}/rollback',
      '/Registry/remotes/{remote}/versions',
      '/Registry/state',
      '/Registry/status',
      '/Registry/tokens',
      '/Registry/tokens/{id}/revoke',
    ]);
    for (const [, operations] of registryPaths) {
      for (const operation of Object.values(operations)) expect(operation.tags).toEqual(['registry']);
    }
  });
});
