// @vitest-environment node
/**
 * Each remote's events.json (the event contracts its build ships as dist/contracts.json, read by the
 * registry's publish gate) says exactly what its source does with the shared contracts: a wire name
 * is emitted where the remote calls `emit` or `send` (a command) on that contract, consumed where it
 * calls `subscribe`, `current` or `handle` (answers a command), as the shell's list in
 * shared-contracts/src/events/parties.ts counts them. src/standalone.tsx (the page of a remote run alone, never in the
 * composed shop) does not count.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contracts } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import topology from '../../topology.json';
import { type EventContracts, readEventDeclaration } from '../src/event-contracts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const EMITS = new Set(['emit', 'send']);
const CONSUMES = new Set(['subscribe', 'current', 'handle']);
const wireNames = contracts as Record<string, { type: string }>;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(dir, file) !== 'standalone.tsx');
}

/** The contracts a file imports from shared-contracts, by their local name (`import { notify as n }`). */
function importedContracts(code: string): Map<string, string> {
  const imported = new Map<string, string>();
  for (const match of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'shared-contracts(?:\/[^']*)?'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [name, alias] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name && name in wireNames) imported.set(alias ?? name, name);
    }
  }
  return imported;
}

/** What a remote's source emits and consumes, as wire names. */
function usedContracts(srcDir: string): EventContracts {
  const emits = new Set<string>();
  const consumes = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [local, name] of importedContracts(code)) {
      for (const call of code.matchAll(new RegExp(`\\b${local}\\.(\\w+)\\(`, 'g'))) {
        const method = call[1] ?? '';
        const wire = wireNames[name]?.type ?? '';
        if (EMITS.has(method)) emits.add(wire);
        if (CONSUMES.has(method)) consumes.add(wire);
      }
    }
  }
  return { emits: [...emits].sort(), consumes: [...consumes].sort() };
}

describe('each remote declares the event contracts its source emits and consumes', () => {
  for (const remote of topology.remotes) {
    it(`${remote.name}: ${remote.dir}/events.json matches ${remote.dir}/src`, () => {
      const dir = path.join(repoRoot, remote.dir);
      expect(readEventDeclaration(dir)).toEqual(usedContracts(path.join(dir, 'src')));
    });
  }

  it('a declaration that is not a list of wire names is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'events-'));
    try {
      fs.writeFileSync(path.join(dir, 'events.json'), JSON.stringify({ emits: ['cartState'], consumes: [] }));
      expect(() => readEventDeclaration(dir)).toThrow('"cartState" is not a wire name (owner:name@version)');
      fs.writeFileSync(path.join(dir, 'events.json'), JSON.stringify({ emits: [] }));
      expect(() => readEventDeclaration(dir)).toThrow('"consumes" must be a list of wire names');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
