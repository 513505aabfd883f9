/**
 * The record as the screen shows it: each entry followed by the corrections that supersede it, in
 * the order they were made, so an entry and its correction stand together. A chain starts at an
 * entry that corrects nothing shown (a correction whose entry the serial filter left out starts
 * its own chain). Newest chains first.
 */
import type { DispositionEntryKind } from 'shared-contracts/schemas/disposition';
import type { DispositionEntry } from './disposition-api';

export type Chain = DispositionEntry[];

export function chainsOf(entries: DispositionEntry[]): Chain[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const chains: Chain[] = [];
  for (const entry of entries) {
    if (entry.corrects !== null && byId.has(entry.corrects)) continue;
    const chain: Chain = [entry];
    let next = entry.supersededBy === null ? undefined : byId.get(entry.supersededBy);
    while (next && !chain.includes(next)) {
      chain.push(next);
      next = next.supersededBy === null ? undefined : byId.get(next.supersededBy);
    }
    chains.push(chain);
  }
  return chains.sort((a, b) => (b[0] as DispositionEntry).id - (a[0] as DispositionEntry).id);
}

/** The chains with an entry of this kind ('' keeps them all). */
export function chainsOfKind(chains: Chain[], kind: DispositionEntryKind | ''): Chain[] {
  return kind === '' ? chains : chains.filter((chain) => chain.some((entry) => entry.kind === kind));
}
