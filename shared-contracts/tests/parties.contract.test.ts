/**
 * SHELL_PARTY (src/events/parties.ts) lists the contracts the shell emits and consumes, for the
 * registry's publish gate. This test reads the shell's sources and fails when its use of the event
 * contracts and the lists drift apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { contracts } from '../src/events/contracts';
import { SHELL_PARTY } from '../src/events/parties';

const shellSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const wireNames = contracts as Record<string, { type: string }>;
const names = Object.keys(wireNames).join('|');

function used(pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(shellSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const contract = wireNames[match[1] as string];
      if (contract) found.add(contract.type);
    }
  }
  return [...found].sort();
}

it("lists exactly the contracts the shell's sources emit and consume", () => {
  const emits = used(new RegExp(`\\b(${names})\\.(?:emit|send)\\(`, 'g'));
  const consumes = used(new RegExp(`\\b(${names})\\.(?:subscribe|current|handle)\\b`, 'g'));
  // The shell's React hook subscribes and reads the current value.
  const consumedByHook = used(new RegExp(`useStateEvent\\((${names})\\)`, 'g'));
  expect([...SHELL_PARTY.emits].sort()).toEqual(emits);
  expect([...SHELL_PARTY.consumes].sort()).toEqual([...new Set([...consumes, ...consumedByHook])].sort());
});

it('names only known contracts', () => {
  const known = new Set(Object.values(wireNames).map((contract) => contract.type));
  for (const name of [...SHELL_PARTY.emits, ...SHELL_PARTY.consumes]) expect(known.has(name), name).toBe(true);
});
