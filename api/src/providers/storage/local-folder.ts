/**
 * The embedded default: files in a private folder under the data directory (`.data/files`), never
 * served. Content and content type are kept apart (`objects/<key>`, `types/<key>`), so no key can
 * name another file's metadata. Writes go to a temporary file first and are renamed into place, so
 * a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_CONTENT_TYPE,
  type FileStorage,
  fileKeySegments,
  InvalidFileKeyError,
  type StoredFile,
} from './file-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export class LocalFolderStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of `key` in `area`; checked to stay inside that area whatever the key says. */
  private pathOf(area: 'objects' | 'types', key: string): string {
    const base = path.join(this.root, area);
    const full = path.resolve(base, ...fileKeySegments(key));
    if (!full.startsWith(base + path.sep)) throw new InvalidFileKeyError(key);
    return full;
  }

  private async writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    // Private: only the API's own user may read the folder and its files.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Uint8Array, options: { contentType?: string } = {}): Promise<void> {
    const object = this.pathOf('objects', key);
    const type = this.pathOf('types', key);
    await this.writeAtomically(object, body);
    await this.writeAtomically(type, options.contentType ?? DEFAULT_CONTENT_TYPE);
  }

  async get(key: string): Promise<StoredFile | null> {
    const object = this.pathOf('objects', key);
    let body: Buffer;
    try {
      body = await readFile(object);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await readFile(this.pathOf('types', key), 'utf8').catch((error: unknown) => {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    });
    return { body, contentType };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf('objects', key), { force: true });
    await rm(this.pathOf('types', key), { force: true });
  }
}
