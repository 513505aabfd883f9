/**
 * File storage (providers/storage): the local-folder default and the S3-compatible adapter, both for
 * real. The S3 adapter talks to a stand-in S3 server on a loopback port, which checks every
 * request's AWS Signature Version 4 and body hash the way S3 does before it stores anything.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../src/platform/config';
import {
  createFileStorage,
  DEFAULT_FILE_STORAGE_DIR,
  InvalidFileKeyError,
  isFileKey,
  LocalFolderStorage,
  newFileKey,
  S3Storage,
  StorageUnavailableError,
  storageSettingsFromEnv,
} from '../../src/providers/storage/index';
import { createTestApp, type TestApp } from '../support/test-app';

const HOSTILE_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'docs/../../outside',
  'docs/./file',
  'docs//file',
  'docs/',
  '.hidden',
  '-flag',
  'docs/..',
  'a..b',
  'docs\\..\\outside',
  '%2e%2e/outside',
  'docs/file name',
  'C:/windows',
  'docs/é',
  'x'.repeat(513),
];

describe('file keys', () => {
  it('are made by the API: a random name under a folder, with an optional extension', () => {
    const a = newFileKey('registrations/receipts', 'PDF');
    const b = newFileKey('registrations/receipts', 'pdf');
    expect(a).toMatch(/^registrations\/receipts\/[0-9a-f-]{36}\.pdf$/);
    expect(a).not.toBe(b);
    expect(isFileKey(a)).toBe(true);
    // A remote's build as Module Federation names its chunks (the registry stores them as they are).
    expect(isFileKey('catalog/v1/static/js/async/__federation_expose_app.8bbddf8e49.js')).toBe(true);
    expect(newFileKey('images')).toMatch(/^images\/[0-9a-f-]{36}$/);
    expect(() => newFileKey('images', '../x')).toThrow(InvalidFileKeyError);
    expect(() => newFileKey('../images')).toThrow(InvalidFileKeyError);
  });

  it('refuse anything a file system or URL could read as more than a plain name', () => {
    for (const key of HOSTILE_KEYS) expect(isFileKey(key), key).toBe(false);
  });
});

describe('the local folder (embedded default)', () => {
  let root: string;
  let outside: string;
  beforeAll(async () => {
    outside = await mkdtemp(path.join(tmpdir(), 'ha-storage-'));
    root = path.join(outside, 'files');
  });
  afterAll(async () => rm(outside, { recursive: true, force: true }));

  it('puts, gets and deletes by key, keeping the content type', async () => {
    const storage = new LocalFolderStorage(root);
    const key = newFileKey('registrations/receipts', 'pdf');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('%PDF-1.7 receipt'), { contentType: 'application/pdf' });
    expect(await storage.get(key)).toEqual({ body: Buffer.from('%PDF-1.7 receipt'), contentType: 'application/pdf' });
    await storage.put(key, Buffer.from('replaced'));
    expect(await storage.get(key)).toEqual({ body: Buffer.from('replaced'), contentType: 'application/octet-stream' });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('keeps files private to the API (folders 0700, files 0600) and leaves no temporary file', async () => {
    const storage = new LocalFolderStorage(root);
    const key = newFileKey('images', 'jpg');
    await storage.put(key, Buffer.from([0xff, 0xd8, 0xff]), { contentType: 'image/jpeg' });
    const file = path.join(root, 'objects', key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(root, 'objects', 'images'))).mode & 0o777).toBe(0o700);
    expect((await readdir(path.join(root, 'objects', 'images'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never reads, writes or deletes outside its folder, whatever the key', async () => {
    const storage = new LocalFolderStorage(root);
    const victim = path.join(outside, 'outside');
    await storage.put('outside', Buffer.from('inside the folder'));
    for (const key of HOSTILE_KEYS) {
      await expect(storage.put(key, Buffer.from('escaped')), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    }
    await expect(readFile(victim)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await storage.get('outside'))?.body.toString()).toBe('inside the folder');
  });
});

// ---- a stand-in S3 ------------------------------------------------------------------------------

const CREDENTIALS = { accessKeyId: 'AKIDHALVORSEN', secretAccessKey: 'stand-in-secret-key' };
const REGION = 'us-west-2';
const BUCKET = 'halvorsen-files';

interface StandInS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  seen: Array<{ method: string; path: string }>;
  /** Answer the next request with this status and S3 error code instead. */
  failNext: { status: number; code: string } | null;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

/** Recomputes the request's SigV4 signature with the shared secret, as S3 does. */
async function signatureIsValid(request: IncomingMessage, url: string): Promise<boolean> {
  const authorization = request.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const datetime = request.headers['x-amz-date'];
  if (signed.length === 0 || typeof datetime !== 'string') return false;
  const headers: Record<string, string> = {};
  for (const name of signed) {
    const value = request.headers[name];
    if (typeof value === 'string' && name !== 'host') headers[name] = value;
  }
  const signer = new AwsV4Signer({
    ...CREDENTIALS,
    method: request.method,
    url,
    headers,
    service: 's3',
    region: REGION,
    datetime,
  });
  const { headers: expected } = await signer.sign();
  return expected.get('authorization') === authorization;
}

async function startStandInS3(): Promise<StandInS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: StandInS3['seen'] = [];
  const state: StandInS3 = { endpoint: '', objects, seen, failNext: null, close: async () => {} };
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    seen.push({ method: request.method ?? '', path });
    const body = await readBody(request);
    const send = (status: number, payload: string | Buffer = '', headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end(payload);
    };
    if (state.failNext) {
      const { status, code } = state.failNext;
      state.failNext = null;
      return send(status, s3Error(code), { 'content-type': 'application/xml' });
    }
    if (!(await signatureIsValid(request, `${state.endpoint}${path}`))) {
      return send(403, s3Error('SignatureDoesNotMatch'), { 'content-type': 'application/xml' });
    }
    const prefix = `/${BUCKET}/`;
    if (!path.startsWith(prefix)) return send(404, s3Error('NoSuchBucket'));
    const key = decodeURIComponent(path.slice(prefix.length));
    if (request.method === 'PUT') {
      const sha = createHash('sha256').update(body).digest('hex');
      if (request.headers['x-amz-content-sha256'] !== sha) return send(400, s3Error('XAmzContentSHA256Mismatch'));
      objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
      return send(200, '', { etag: `"${sha.slice(0, 32)}"` });
    }
    if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return send(404, s3Error('NoSuchKey'), { 'content-type': 'application/xml' });
      return send(200, object.body, { 'content-type': object.contentType });
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      return send(204);
    }
    return send(405, s3Error('MethodNotAllowed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

describe('the S3-compatible adapter', () => {
  let s3: StandInS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startStandInS3();
    storage = new S3Storage({
      ...CREDENTIALS,
      endpoint: s3.endpoint,
      region: REGION,
      bucket: BUCKET,
      forcePathStyle: true,
    });
  });
  afterAll(async () => s3?.close());

  it('puts, gets and deletes objects with signed requests (path-style addressing)', async () => {
    const key = newFileKey('registrations/receipts', 'pdf');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('%PDF-1.7 receipt'), { contentType: 'application/pdf' });
    expect(s3.objects.get(key)?.contentType).toBe('application/pdf');
    expect(await storage.get(key)).toEqual({ body: Buffer.from('%PDF-1.7 receipt'), contentType: 'application/pdf' });
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(s3.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /${BUCKET}/${key}`,
      `PUT /${BUCKET}/${key}`,
      `GET /${BUCKET}/${key}`,
      `DELETE /${BUCKET}/${key}`,
      `GET /${BUCKET}/${key}`,
    ]);
  });

  it('keeps every key under the configured prefix', async () => {
    const prefixed = new S3Storage({
      ...CREDENTIALS,
      endpoint: s3.endpoint,
      region: REGION,
      bucket: BUCKET,
      forcePathStyle: true,
      keyPrefix: 'shop/',
    });
    await prefixed.put('images/a.jpg', Buffer.from('a'), { contentType: 'image/jpeg' });
    expect([...s3.objects.keys()]).toContain('shop/images/a.jpg');
    expect((await prefixed.get('images/a.jpg'))?.body.toString()).toBe('a');
  });

  it('is refused by the bucket with the wrong secret, and says so', async () => {
    const wrong = new S3Storage({
      ...CREDENTIALS,
      secretAccessKey: 'not-the-secret',
      endpoint: s3.endpoint,
      region: REGION,
      bucket: BUCKET,
      forcePathStyle: true,
    });
    await expect(wrong.put('images/b.jpg', Buffer.from('b'))).rejects.toThrow(
      new StorageUnavailableError('File storage refused to store a file: 403 SignatureDoesNotMatch'),
    );
    expect(s3.objects.has('images/b.jpg')).toBe(false);
  });

  it('fails clearly when the bucket errs or cannot be reached, and refuses hostile keys before asking', async () => {
    s3.failNext = { status: 403, code: 'AccessDenied' };
    await expect(storage.get('images/c.jpg')).rejects.toThrow('File storage refused to read a file: 403 AccessDenied');
    const nowhere = new S3Storage({
      ...CREDENTIALS,
      endpoint: 'http://127.0.0.1:9',
      region: REGION,
      bucket: BUCKET,
      forcePathStyle: true,
      timeoutMs: 2000,
    });
    await expect(nowhere.get('images/c.jpg')).rejects.toBeInstanceOf(StorageUnavailableError);
    const before = s3.seen.length;
    for (const key of HOSTILE_KEYS) await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(s3.seen.length).toBe(before);
  });

  it('addresses a bucket virtual-hosted style when path style is off (AWS)', () => {
    const aws = new S3Storage({
      ...CREDENTIALS,
      endpoint: 'https://s3.us-west-2.amazonaws.com',
      region: REGION,
      bucket: BUCKET,
      forcePathStyle: false,
    });
    expect(aws.urlOf('images/a.jpg')).toBe(`https://${BUCKET}.s3.us-west-2.amazonaws.com/images/a.jpg`);
  });
});

describe('choosing the storage from settings', () => {
  it('defaults to a private folder under the data directory', () => {
    expect(storageSettingsFromEnv({})).toEqual({ kind: 'local', dir: DEFAULT_FILE_STORAGE_DIR });
    expect(DEFAULT_FILE_STORAGE_DIR).toBe(path.join(DATA_DIR, 'files'));
    expect(storageSettingsFromEnv({ FILE_STORAGE_DIR: '/srv/files' })).toEqual({ kind: 'local', dir: '/srv/files' });
    expect(createFileStorage(storageSettingsFromEnv({})).kind).toBe('local');
  });

  it('chooses S3 when a bucket is set, AWS-style unless an endpoint is given', () => {
    const env = { S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: REGION };
    expect(storageSettingsFromEnv(env)).toEqual({
      kind: 's3',
      bucket: BUCKET,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: REGION,
      endpoint: 'https://s3.us-west-2.amazonaws.com',
      forcePathStyle: false,
    });
    expect(storageSettingsFromEnv({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(createFileStorage(storageSettingsFromEnv(env)).kind).toBe('s3');
    expect(storageSettingsFromEnv({ ...env, FILE_STORAGE: 'local' }).kind).toBe('local');
  });

  it('refuses incomplete or unknown settings at start', () => {
    expect(() => storageSettingsFromEnv({ FILE_STORAGE: 's3', S3_BUCKET: BUCKET })).toThrow(
      'S3_ACCESS_KEY_ID must be set for FILE_STORAGE=s3',
    );
    expect(() => storageSettingsFromEnv({ FILE_STORAGE: 'ftp' })).toThrow(
      'FILE_STORAGE must be local or s3, got "ftp"',
    );
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  it('resolves the file storage once and attaches it with the other providers', () => {
    expect(t.app.providers.storage.kind).toBe('local');
    expect(Object.keys(t.app.providers).sort()).toEqual([
      'ageVerification',
      'boundBook',
      'captcha',
      'geocoder',
      'mailer',
      'payment',
      'storage',
      'tax',
    ]);
  });
});
