/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...) over the S3 REST
 * API: PutObject, GetObject and DeleteObject, each request signed with AWS Signature Version 4 by
 * aws4fetch (a small, dependency-free signer). The body's SHA-256 is sent and signed, so the
 * bucket refuses a body changed on the way.
 *
 * `put` may set the object's Content-Type and Cache-Control (the remote registry's immutable
 * version files are served straight from the bucket, issue 28).
 *
 * Addressing: path style (`{endpoint}/{bucket}/{key}`, what MinIO and most compatible services
 * expect) or virtual-hosted style (`https://{bucket}.{endpoint host}/{key}`, AWS's default).
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  fileKeySegments,
  StorageUnavailableError,
  type StoredFile,
} from './file-storage';

export interface S3StorageSettings {
  /** e.g. `https://s3.us-east-1.amazonaws.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (MinIO and most S3-compatible services); false: virtual-hosted. */
  forcePathStyle: boolean;
  /** Every key is stored under this prefix (e.g. `shop/`), so one bucket can serve several uses. */
  keyPrefix?: string;
  timeoutMs?: number;
}

/** The `<Code>` of an S3 error document, for the log and the error message. */
function errorCode(xml: string): string | null {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1] ?? null;
}

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: URL;

  constructor(private readonly settings: S3StorageSettings) {
    // 5xx and 429 (SlowDown) are retried twice with a short backoff; anything else answers at once.
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: 2,
      initRetryMs: 50,
    });
    const endpoint = new URL(settings.endpoint);
    this.base = settings.forcePathStyle
      ? new URL(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}/`)
      : new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/`);
  }

  /** The object's URL; the prefix and every key segment are checked, then percent-encoded. */
  urlOf(key: string): string {
    const prefix = this.settings.keyPrefix ? fileKeySegments(this.settings.keyPrefix.replace(/\/$/, '')) : [];
    const segments = [...prefix, ...fileKeySegments(key)];
    return new URL(segments.map(encodeURIComponent).join('/'), this.base).toString();
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> {
    const url = this.urlOf(key);
    let response: Response;
    try {
      response = await this.client.fetch(url, {
        ...init,
        method,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new StorageUnavailableError(undefined, { cause: error });
    }
    return response;
  }

  private async failure(response: Response, action: string): Promise<StorageUnavailableError> {
    const code = errorCode(await response.text().catch(() => ''));
    return new StorageUnavailableError(
      `File storage refused to ${action}: ${response.status}${code ? ` ${code}` : ''}`,
    );
  }

  async put(
    key: string,
    body: Uint8Array,
    options: { contentType?: string; cacheControl?: string } = {},
  ): Promise<void> {
    // A view on the same bytes, typed as fetch wants it (no copy unless they live in a shared buffer).
    const bytes =
      body.buffer instanceof ArrayBuffer
        ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
        : new Uint8Array(body);
    const response = await this.send('PUT', key, {
      body: bytes,
      headers: {
        'content-type': options.contentType ?? DEFAULT_CONTENT_TYPE,
        ...(options.cacheControl ? { 'cache-control': options.cacheControl } : {}),
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    if (!response.ok) throw await this.failure(response, 'store a file');
    await response.arrayBuffer();
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw await this.failure(response, 'read a file');
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? DEFAULT_CONTENT_TYPE,
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // DeleteObject answers 204 whether or not the object was there; some services answer 404.
    if (!response.ok && response.status !== 404) throw await this.failure(response, 'delete a file');
    await response.arrayBuffer();
  }
}
