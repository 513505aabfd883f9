/**
 * A remote's event contracts as data (issue 28): each remote declares in its `events.json` the wire
 * names (`owner:name@version`, shared-contracts/src/events) it emits and consumes, and its build
 * ships them as `dist/contracts.json`, which the publish command sends to the registry's gate.
 * Emitting means `emit` on a signal or state event, or sending a command (`send`); consuming means
 * `subscribe`, `current` or answering a command (`handle`), as for the shell (parties.ts). tests/event-declarations.test.ts
 * checks each declaration against the remote's source.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The declaration's file in a remote's folder, and the file its build writes. */
export const EVENTS_DECLARATION = 'events.json';
export const CONTRACTS_FILE = 'contracts.json';

export interface EventContracts {
  emits: string[];
  consumes: string[];
}

const WIRE_NAME = /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*@[1-9][0-9]*$/;

/** Reads and checks a remote's declaration; throws naming the first thing wrong with it. */
export function readEventDeclaration(remoteDir: string): EventContracts {
  const file = path.join(remoteDir, EVENTS_DECLARATION);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<EventContracts>;
  const contracts: EventContracts = { emits: [], consumes: [] };
  for (const key of ['emits', 'consumes'] as const) {
    const names = data[key];
    if (!Array.isArray(names)) throw new Error(`${file}: "${key}" must be a list of wire names`);
    const wrong = names.find((name) => typeof name !== 'string' || !WIRE_NAME.test(name));
    if (wrong !== undefined) throw new Error(`${file}: "${String(wrong)}" is not a wire name (owner:name@version)`);
    contracts[key] = [...new Set(names)].sort();
  }
  return contracts;
}

/** Writes the declaration into the build as dist/contracts.json; a build without a valid one fails. */
export function pluginEventContracts(): RsbuildPlugin {
  return {
    name: 'shop:event-contracts',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile) return;
        const contracts = readEventDeclaration(api.context.rootPath);
        await fs.promises.writeFile(
          path.join(api.context.distPath, CONTRACTS_FILE),
          `${JSON.stringify(contracts, null, 2)}\n`,
        );
      });
    },
  };
}
