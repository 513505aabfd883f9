/**
 * Plants files into the real tree for one test and takes them away again, with the folders it had
 * to create (and only those, and only when they are empty again). Every planted name contains
 * `zz-planted`, so a stray one is easy to spot. The files are valid TypeScript and none is named
 * `*.test.ts`, so a type check or a test run of another engineer meanwhile is not disturbed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo';

export async function withPlanted<T>(files: Record<string, string>, run: (paths: string[]) => Promise<T>): Promise<T> {
  const createdDirs: string[] = [];
  const written: string[] = [];
  try {
    for (const [relative, content] of Object.entries(files)) {
      if (!relative.includes('zz-planted')) throw new Error(`planted names contain zz-planted: ${relative}`);
      const full = path.join(repoRoot, relative);
      if (fs.existsSync(full)) throw new Error(`refusing to overwrite ${relative}`);
      // Remember each folder that does not exist yet, outermost first.
      const missing: string[] = [];
      for (let dir = path.dirname(full); !fs.existsSync(dir); dir = path.dirname(dir)) missing.unshift(dir);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      createdDirs.push(...missing);
      fs.writeFileSync(full, content);
      written.push(full);
    }
    return await run(Object.keys(files));
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
    // Only if still empty: somebody restructuring the tree may have put files there meanwhile.
    for (const dir of createdDirs.reverse()) {
      try {
        fs.rmdirSync(dir);
      } catch {
        // not empty (or already gone): leave it
      }
    }
  }
}
