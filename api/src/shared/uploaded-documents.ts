/**
 * Supporting documents from a multipart form (Pro Deal now; dealer registration and image requests
 * next): each file's type is decided by its bytes (file-type), never by its name or the type the
 * browser claims; every file and the number of files are bounded while streaming, so an oversized
 * upload is cut off, not buffered. Every refusal is a 400 with a message for the field.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../platform/http-errors';

export type DocumentKind = 'png' | 'jpg' | 'tif' | 'pdf';

const KIND_OF_MIME: Record<string, DocumentKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
};
const KIND_NAMES: Record<DocumentKind, string> = { png: 'PNG', jpg: 'JPG', tif: 'TIFF', pdf: 'PDF' };

export interface DocumentRules {
  /** The multipart field that carries the files, e.g. `supportingDocuments`. */
  field: string;
  /** Several file fields instead (dealer registration: `fflDocument`, `sotDocument`); `field` names the form's. */
  fileFields?: readonly string[];
  allowed: readonly DocumentKind[];
  /** Each file must be smaller than this many bytes. */
  maxBytesExclusive: number;
  maxFiles: number;
  minFiles: number;
  /** Text fields accepted beside the files, each at most `maxTextLength` characters. */
  textFields: readonly string[];
  maxTextLength: number;
}

export interface UploadedDocument {
  /** The multipart field the file came in. */
  field: string;
  body: Buffer;
  kind: DocumentKind;
  contentType: string;
  size: number;
  /** The visitor's file name, reduced to harmless characters: shown to staff, never a path. */
  originalName: string;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the form as multipart/form-data',
  required: 'Please add at least one document',
  tooMany: (max: number) => `Please add at most ${max} documents`,
  tooLarge: (name: string, maxBytes: number) =>
    `"${name}" is too large: documents must be less than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10}MB`,
  wrongType: (name: string, allowed: readonly DocumentKind[]) => {
    const names = allowed.map((kind) => KIND_NAMES[kind]);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
    return `"${name}" is not a ${list} document`;
  },
  unexpectedField: (name: string) => `The field "${name}" is not part of this form`,
  textTooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
} as const;

export function safeFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFKC')
    .replace(/[^\w.\- ]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120);
  return cleaned || 'document';
}

async function readFile(part: MultipartFile, rules: DocumentRules): Promise<UploadedDocument> {
  const name = safeFileName(part.filename);
  const field = part.fieldname;
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(UPLOAD_MESSAGES.tooLarge(name, rules.maxBytesExclusive), {
        [field]: [UPLOAD_MESSAGES.tooLarge(name, rules.maxBytesExclusive)],
      });
    }
    throw error;
  }
  const detected = body.length > 0 ? await fileTypeFromBuffer(body) : undefined;
  const kind = detected ? KIND_OF_MIME[detected.mime] : undefined;
  if (!detected || !kind || !rules.allowed.includes(kind)) {
    const message = UPLOAD_MESSAGES.wrongType(name, rules.allowed);
    throw badRequest(message, { [field]: [message] });
  }
  return { field, body, kind, contentType: detected.mime, size: body.length, originalName: name };
}

/** Reads the whole form: its text fields and its checked documents. */
export async function readDocumentUpload(
  request: FastifyRequest,
  rules: DocumentRules,
): Promise<{ fields: Record<string, string>; files: UploadedDocument[] }> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedDocument[] = [];
  const parts = request.parts({
    limits: {
      // busboy cuts a file off past `fileSize` bytes: "less than" the limit is what passes.
      fileSize: rules.maxBytesExclusive - 1,
      files: rules.maxFiles + 1,
      fields: rules.textFields.length + 4,
      fieldSize: rules.maxTextLength * 4,
      parts: rules.maxFiles + rules.textFields.length + 5,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!(rules.fileFields ?? [rules.field]).includes(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(UPLOAD_MESSAGES.unexpectedField(part.fieldname.slice(0, 60)));
        }
        if (files.length >= rules.maxFiles) {
          const message = UPLOAD_MESSAGES.tooMany(rules.maxFiles);
          throw badRequest(message, { [rules.field]: [message] });
        }
        files.push(await readFile(part, rules));
      } else {
        if (!rules.textFields.includes(part.fieldname)) continue; // unknown text is ignored, as JSON bodies strip it
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (value.length > rules.maxTextLength) {
          const message = UPLOAD_MESSAGES.textTooLong(part.fieldname, rules.maxTextLength);
          throw badRequest(message, { [part.fieldname]: [message] });
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      const message = UPLOAD_MESSAGES.tooMany(rules.maxFiles);
      throw badRequest(message, { [rules.field]: [message] });
    }
    if (code?.startsWith('FST_') || (error instanceof Error && /multipart|boundary/i.test(error.message))) {
      if ((error as { statusCode?: number }).statusCode === 400 || code?.startsWith('FST_')) {
        throw badRequest(UPLOAD_MESSAGES.notMultipart);
      }
    }
    throw error;
  }
  if (files.length < rules.minFiles)
    throw badRequest(UPLOAD_MESSAGES.required, { [rules.field]: [UPLOAD_MESSAGES.required] });
  return { fields, files };
}
