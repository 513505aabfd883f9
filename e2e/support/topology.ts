/**
 * The shop's topology (topology.json at the repository's root: each part's port, the remotes).
 * Read from the file: Playwright's ESM loader asks JSON imports for an import attribute that the
 * TypeScript config here does not emit.
 */
import fs from 'node:fs';

interface Topology {
  shell: { port: number };
  api: { port: number };
  remotes: { name: string; port: number }[];
}

export const topology: Topology = JSON.parse(fs.readFileSync(new URL('../../topology.json', import.meta.url), 'utf8'));
