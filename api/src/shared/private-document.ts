/**
 * Private documents of applications (Pro Deal badges, dealers' FFL and SOT copies): read from the
 * file storage for whoever the caller admits, and answered so that nothing keeps or reinterprets
 * them. The applicant downloads their own (`attachment`); the back office shows PDFs and images
 * beside the application (`inline`, read through a blob URL in an iframe or img).
 */
import type { FastifyReply } from 'fastify';
import { notFound } from '../platform/http-errors';
import type { FileStorage } from '../providers/storage/index';
import { isUuid } from './uuid';

/** A document row as the registrations and dealers modules keep them. */
export interface DocumentRow {
  storage_key: string;
  content_type: string;
  original_name: string;
}

export interface PrivateDocument {
  body: Buffer;
  contentType: string;
  name: string;
}

/**
 * The document `id` when `find` has it and `admits` its row; a malformed id, a row of somebody
 * else's and a file missing from the storage are all the same 404.
 */
export async function readPrivateDocument<Row extends DocumentRow>(
  storage: FileStorage,
  id: string,
  find: (id: string) => Promise<Row | undefined>,
  admits: (row: Row) => boolean,
  notFoundMessage: string,
): Promise<PrivateDocument> {
  const row = isUuid(id) ? await find(id) : undefined;
  if (!row || !admits(row)) throw notFound(notFoundMessage);
  const file = await storage.get(row.storage_key);
  if (!file) throw notFound(notFoundMessage);
  return { body: file.body, contentType: row.content_type, name: row.original_name };
}

/** Shown in the browser's own viewer rather than saved: PDFs and images. */
const viewable = (contentType: string) => contentType === 'application/pdf' || contentType.startsWith('image/');

/**
 * Sends the document, never cached, never sniffed. `download` always asks the browser to save it;
 * `view` lets it show a PDF or an image in place (anything else is still a download).
 */
export function sendPrivateDocument(reply: FastifyReply, doc: PrivateDocument, mode: 'download' | 'view') {
  const disposition = mode === 'view' && viewable(doc.contentType) ? 'inline' : 'attachment';
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${doc.name.replace(/["\\\r\n]/g, '')}"`)
    .type(doc.contentType)
    .send(doc.body);
}
