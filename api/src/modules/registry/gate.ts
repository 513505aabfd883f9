/**
 * The publish gate (issue 28): before a version can take any traffic, its release is checked
 * against the host it joins. Every rule runs, and a refusal lists every rule that failed:
 *
 * | rule      | passes when |
 * |-----------|-------------|
 * | exposes   | the version exposes every module the shell loads from this remote (shared-contracts/composition REQUIRED_EXPOSES) |
 * | contracts | every wire name is a known contract; for each `owner:name` it emits, every party (the shell, the other remotes' current versions) consuming it consumes one of the emitted versions; for each it consumes, every party emitting it emits a version it consumes |
 * | shared    | the singletons the shell shares under React's names (shellSingletons: Preact's, or React's under SHOP_RENDERER=react) satisfy the ranges the build requires |
 * | budget    | its first-load JavaScript (gzip) is within the remote's budget (none: unlimited) |
 *
 * Pure: the caller gathers the parties and the budget (publish.ts).
 */
import semver from 'semver';
import { requiredExposesOf, shellSingletons } from 'shared-contracts/composition';
import { contracts } from 'shared-contracts/events/contracts';
import type { ContractParty } from 'shared-contracts/events/parties';

export type GateRule = 'exposes' | 'contracts' | 'shared' | 'budget';

export interface GateFailure {
  rule: GateRule;
  message: string;
}

export interface GateInput {
  remote: string;
  exposes: readonly string[];
  contracts: ContractParty;
  shared: Record<string, string>;
  jsGzipBytes: number;
  /** The shell and the other remotes' current versions. */
  parties: readonly ({ name: string } & ContractParty)[];
  /** Bytes; null: no budget. */
  budgetBytes: number | null;
}

/** Every wire name the shop defines (`owner:name@version`). */
export const KNOWN_CONTRACTS: ReadonlySet<string> = new Set(
  Object.values(contracts as Record<string, { type: string }>).map((contract) => contract.type),
);

const WIRE = /^([a-z0-9-]+:[a-z0-9-]+)@([0-9]+)$/;

/** `owner:name` -> the versions named for it. */
function byContract(wireNames: readonly string[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const wire of wireNames) {
    const match = WIRE.exec(wire);
    if (!match) continue;
    const [, key, version] = match as unknown as [string, string, string];
    map.set(key, (map.get(key) ?? new Set()).add(version));
  }
  return map;
}

const versionsText = (key: string, versions: Iterable<string>) =>
  [...versions]
    .sort()
    .map((version) => `${key}@${version}`)
    .join(' or ');

function exposesRule(input: GateInput): string | null {
  const missing = requiredExposesOf(input.remote).filter((module) => !input.exposes.includes(module));
  if (missing.length === 0) return null;
  return `${input.remote} does not expose ${missing.join(', ')}, which the shell loads from it`;
}

function contractsRule(input: GateInput): string | null {
  const problems: string[] = [];
  const unknown = [...input.contracts.emits, ...input.contracts.consumes].filter((wire) => !KNOWN_CONTRACTS.has(wire));
  for (const wire of new Set(unknown)) problems.push(`${wire.slice(0, 100)} is not a known contract`);

  const emits = byContract(input.contracts.emits);
  const consumes = byContract(input.contracts.consumes);
  for (const party of input.parties) {
    const theirConsumes = byContract(party.consumes);
    const theirEmits = byContract(party.emits);
    for (const [key, versions] of emits) {
      const understood = theirConsumes.get(key);
      if (understood && ![...versions].some((version) => understood.has(version))) {
        problems.push(
          `${input.remote} emits ${versionsText(key, versions)} but ${party.name} consumes only ${versionsText(key, understood)}`,
        );
      }
    }
    for (const [key, versions] of consumes) {
      const sent = theirEmits.get(key);
      if (sent && ![...sent].some((version) => versions.has(version))) {
        problems.push(
          `${input.remote} consumes ${versionsText(key, versions)} but ${party.name} emits only ${versionsText(key, sent)}`,
        );
      }
    }
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

function sharedRule(input: GateInput): string | null {
  const problems: string[] = [];
  // The shop's builds and its API share SHOP_RENDERER (Preact unless it says react; decision 0051).
  for (const [name, provided] of Object.entries(shellSingletons(process.env.SHOP_RENDERER))) {
    const required = input.shared[name];
    if (required === undefined) continue;
    const range = semver.validRange(required);
    if (range === null) problems.push(`${name} requires "${required.slice(0, 50)}", which is not a version range`);
    else if (!semver.satisfies(provided, range)) {
      problems.push(`${name} requires ${required} but the shell provides ${provided}`);
    }
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function budgetRule(input: GateInput): string | null {
  if (input.budgetBytes === null || input.jsGzipBytes <= input.budgetBytes) return null;
  return `first-load JavaScript is ${kib(input.jsGzipBytes)} gzip, over ${input.remote}'s budget of ${kib(input.budgetBytes)}`;
}

const RULES: Record<GateRule, (input: GateInput) => string | null> = {
  exposes: exposesRule,
  contracts: contractsRule,
  shared: sharedRule,
  budget: budgetRule,
};

/** Every failed rule, in the table's order; empty when the version may be published. */
export function gateFailures(input: GateInput): GateFailure[] {
  const failures: GateFailure[] = [];
  for (const [rule, check] of Object.entries(RULES) as [GateRule, (input: GateInput) => string | null][]) {
    const message = check(input);
    if (message) failures.push({ rule, message });
  }
  return failures;
}
