/**
 * The registry on S3-compatible storage (REGISTRY_STORAGE=s3), against a real S3-protocol server
 * the test starts (s3rver, on a loopback port, in a temporary folder): a publish stores every file
 * as an object served with its type and Cache-Control (immutable, the manifest no-cache), and a
 * publish that fails after storing leaves no object and no row.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveRegistryConfig } from '../../src/platform/config';
import { FAILING_COMMIT, refuseVersionsOfFailingCommit } from './support/failing-record';
import {
  bearer,
  goodBuild,
  publish,
  publishForm,
  type RegistryTestApp,
  startRegistryApp,
} from './support/registry-app';

const BUCKET = 'shop-remotes';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let app: RegistryTestApp;
let token: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  // The bucket is made over the S3 protocol, signed as any client would.
  const client = new AwsClient({
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    service: 's3',
    region: 'us-east-1',
  });
  const created = await client.fetch(`${endpoint}/${BUCKET}`, { method: 'PUT' });
  expect(created.status).toBe(200);

  // The settings as a deployment gives them.
  const settings = resolveRegistryConfig({
    REGISTRY_STORAGE: 's3',
    REGISTRY_S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  expect(settings.storage).toMatchObject({ kind: 's3', bucket: BUCKET, forcePathStyle: true });
  app = await startRegistryApp({ storage: settings.storage });
  token = (await app.token('catalog')).token;
  await refuseVersionsOfFailingCommit(app.db);
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const objectUrl = (version: string, file: string) => `${endpoint}/${BUCKET}/catalog/${version}/${file}`;

it('publishes every file as an object with its type and immutable cache headers', async () => {
  const build = goodBuild();
  const response = await publish(app, 'catalog', publishForm(build), bearer(token));
  expect(response.status).toBe(201);
  const { version } = (await response.json()) as { version: string };

  const chunk = await fetch(objectUrl(version, 'static/js/app.js'));
  expect(chunk.status).toBe(200);
  expect(await chunk.text()).toBe(build.files['static/js/app.js']);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers.get('content-type')).toMatch(/^application\/javascript/);

  const manifest = await fetch(objectUrl(version, 'mf-manifest.json'));
  expect(await manifest.text()).toBe(build.files['mf-manifest.json']);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');

  const { remotes } = await (await app.get('/Registry/state')).json();
  expect(remotes.catalog.current.version).toBe(version);
});

it('a publish that fails after storing its files leaves no object and no row', async () => {
  const build = goodBuild('catalog', { gitCommit: FAILING_COMMIT });
  const before = await app.db.selectFrom('registry_versions').select('version').execute();
  const response = await publish(app, 'catalog', publishForm(build, { action: 'stage' }), bearer(token));
  expect(response.status).toBe(500);
  expect(await app.db.selectFrom('registry_versions').select('version').execute()).toEqual(before);

  // The version name is the time and the manifest's hash: list what the bucket holds under catalog/.
  const client = new AwsClient({
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    service: 's3',
    region: 'us-east-1',
  });
  const listing = await (await client.fetch(`${endpoint}/${BUCKET}?prefix=catalog/`)).text();
  const keys = [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
  expect(keys.length).toBe(3); // the first test's three files, nothing of this one
  expect(keys.some((key) => key?.includes(build.release.manifestHash.slice(0, 8)))).toBe(false);
});
