/**
 * Reads a publish (multipart/form-data): the `release` field first (the build's description,
 * JSON), an optional `action` field (`promote` or `stage`), then one `file` part per file of the
 * version, its filename the path inside the version. Every listed file must arrive once and no
 * other, each with the sha256 and size the release gives; limits are enforced while streaming.
 * Any problem answers 400 naming the first bad path, before anything is stored.
 *
 * The files are kept in memory until the gate has passed (at most 150 MB, the publish limit): the
 * gate must refuse a version before any of it is written.
 */
import { createHash } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { parseJsonBody } from '../../platform/hardening/json-body';
import { badRequest, HttpError } from '../../platform/http-errors';
import { quoteInput, validate } from '../../platform/plugins/validate';
import { isFileKey } from '../../providers/storage/index';
import { PUBLISH_LIMITS, type Release, releaseSchema } from './schemas';

export interface UploadedFile {
  path: string;
  body: Buffer;
}

export interface PublishUpload {
  release: Release;
  action: 'promote' | 'stage';
  files: UploadedFile[];
}

const quote = (text: string) => `"${quoteInput(text, 120)}"`;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the publish as multipart/form-data',
  releaseFirst: 'The first part must be the field "release"',
  releaseTooLarge: 'The release is too large',
  releaseNul: 'The release must not contain the NUL character',
  otherRemote: (remote: string) => `The release is for another remote than ${remote}`,
  duplicateListed: (path: string) => `The release lists ${quote(path)} twice`,
  noManifest: 'The release must list mf-manifest.json',
  manifestHash: 'manifestHash is not the sha256 of mf-manifest.json',
  serverManifestMissing: (path: string) => `serverManifest ${quote(path)} is not one of the files`,
  badAction: 'action must be promote or stage',
  unexpectedPart: (name: string) => `The part ${quote(name)} is not part of a publish`,
  badPath: (path: string) => `${quote(path)} is not a valid file path`,
  notListed: (path: string) => `${quote(path)} is not listed in the release`,
  twice: (path: string) => `${quote(path)} was sent twice`,
  tooLarge: (path: string) => `${quote(path)} is larger than ${PUBLISH_LIMITS.maxFileBytes / 1024 / 1024} MB`,
  tooMuch: `A publish may send at most ${PUBLISH_LIMITS.maxTotalBytes / 1024 / 1024} MB`,
  tooMany: `A publish may send at most ${PUBLISH_LIMITS.maxFiles} files`,
  mismatch: (path: string) => `${quote(path)} does not match its sha256 or size in the release`,
  missing: (path: string) => `${quote(path)} is listed in the release but was not sent`,
} as const;

/** The release field: hardened JSON, the schema, then the facts the schema cannot check alone. */
async function readRelease(text: string, remote: string): Promise<Release> {
  if (text.length > PUBLISH_LIMITS.maxReleaseBytes) throw badRequest(UPLOAD_MESSAGES.releaseTooLarge);
  if (text.includes('\u0000') || /\\u0000/i.test(text)) throw badRequest(UPLOAD_MESSAGES.releaseNul);
  const release = (await validate(releaseSchema, parseJsonBody(text))) as Release;
  if (release.remote !== remote) throw badRequest(UPLOAD_MESSAGES.otherRemote(remote));
  const paths = new Set<string>();
  for (const file of release.files) {
    if (paths.has(file.path)) throw badRequest(UPLOAD_MESSAGES.duplicateListed(file.path));
    paths.add(file.path);
  }
  const manifest = release.files.find((file) => file.path === 'mf-manifest.json');
  if (!manifest) throw badRequest(UPLOAD_MESSAGES.noManifest);
  if (manifest.sha256 !== release.manifestHash) throw badRequest(UPLOAD_MESSAGES.manifestHash);
  if (release.serverManifest && !paths.has(release.serverManifest)) {
    throw badRequest(UPLOAD_MESSAGES.serverManifestMissing(release.serverManifest));
  }
  return release;
}

/** One file part, hashed and counted while it streams. */
async function readFilePart(part: MultipartFile, budgetLeft: number): Promise<{ body: Buffer; sha256: string }> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budgetLeft) throw badRequest(UPLOAD_MESSAGES.tooMuch);
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(UPLOAD_MESSAGES.tooLarge(part.filename));
    throw error;
  }
  if (part.file.truncated) throw badRequest(UPLOAD_MESSAGES.tooLarge(part.filename));
  return { body: Buffer.concat(chunks, size), sha256: hash.digest('hex') };
}

function fieldValue(part: Multipart): string {
  if (part.type !== 'field') return '';
  if (part.valueTruncated) throw badRequest(UPLOAD_MESSAGES.releaseTooLarge);
  return typeof part.value === 'string' ? part.value : String(part.value ?? '');
}

export async function readPublishUpload(request: FastifyRequest, remote: string): Promise<PublishUpload> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const parts = request.parts({
    // Paths inside the version are the file names: keep them whole (busboy strips folders by default).
    preservePath: true,
    limits: {
      fileSize: PUBLISH_LIMITS.maxFileBytes,
      files: PUBLISH_LIMITS.maxFiles,
      fields: 2,
      fieldSize: PUBLISH_LIMITS.maxReleaseBytes,
      parts: PUBLISH_LIMITS.maxFiles + 2,
    },
  });
  let release: Release | null = null;
  let expected = new Map<string, { sha256: string; size: number }>();
  let action: 'promote' | 'stage' = 'promote';
  const files: UploadedFile[] = [];
  const sent = new Set<string>();
  let total = 0;
  try {
    for await (const part of parts) {
      if (release === null) {
        if (part.type !== 'field' || part.fieldname !== 'release') throw badRequest(UPLOAD_MESSAGES.releaseFirst);
        release = await readRelease(fieldValue(part), remote);
        expected = new Map(release.files.map((file) => [file.path, file]));
        continue;
      }
      if (part.type === 'field') {
        if (part.fieldname !== 'action') throw badRequest(UPLOAD_MESSAGES.unexpectedPart(part.fieldname));
        const value = fieldValue(part);
        if (value !== 'promote' && value !== 'stage') throw badRequest(UPLOAD_MESSAGES.badAction);
        action = value;
        continue;
      }
      const path = part.filename ?? '';
      if (part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.unexpectedPart(part.fieldname));
      if (!isFileKey(path)) throw badRequest(UPLOAD_MESSAGES.badPath(path));
      const listed = expected.get(path);
      if (!listed) throw badRequest(UPLOAD_MESSAGES.notListed(path));
      if (sent.has(path)) throw badRequest(UPLOAD_MESSAGES.twice(path));
      sent.add(path);
      const { body, sha256 } = await readFilePart(part, PUBLISH_LIMITS.maxTotalBytes - total);
      if (sha256 !== listed.sha256 || body.length !== listed.size) throw badRequest(UPLOAD_MESSAGES.mismatch(path));
      total += body.length;
      files.push({ path, body });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(UPLOAD_MESSAGES.tooMany);
    if (code === 'FST_FIELDS_LIMIT') throw badRequest(UPLOAD_MESSAGES.unexpectedPart('(a third field)'));
    // Anything else the multipart reader refused (a malformed body) is the sender's fault.
    if (
      code?.startsWith('FST_') ||
      (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    ) {
      throw badRequest(UPLOAD_MESSAGES.notMultipart);
    }
    throw error;
  }
  if (release === null) throw badRequest(UPLOAD_MESSAGES.releaseFirst);
  const missing = release.files.find((file) => !sent.has(file.path));
  if (missing) throw badRequest(UPLOAD_MESSAGES.missing(missing.path));
  return { release, action, files };
}
