/**
 * The remote registry as the shell's server reads it: `<deploy dir>/registry.json`, which published
 * version of each remote is current. `scripts/remote-registry.mjs` (publish, rollback) writes it
 * with an atomic rename, so a read never sees half a file.
 *
 *   { "remotes": { "catalog": { "current": "<version>", "history": ["<version>", ...] }, ... } }
 */
import fs from 'node:fs';
import path from 'node:path';

export function registryFile(deployDir) {
  return path.join(deployDir, 'registry.json');
}

/** The registry now; an empty one when nothing was published yet. */
export function readRegistry(deployDir) {
  try {
    return JSON.parse(fs.readFileSync(registryFile(deployDir), 'utf8'));
  } catch {
    return { remotes: {} };
  }
}
