/** dependency-cruiser with the root configuration, as `pnpm lint:architecture` runs it. */
import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { repoRoot } from './repo';

const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));

/** The rule names the configuration defines. */
export const ruleNames: string[] = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');

/** Cruises the given paths (relative to the root; folders or files, and what they import). */
export async function violationsIn(paths: string[]): Promise<IViolation[]> {
  const previous = process.cwd();
  // Rule paths are relative to the root, and so are the names dependency-cruiser reports.
  process.chdir(repoRoot);
  try {
    const result = await cruise(paths, { ...options, baseDir: repoRoot }, {}, {});
    return (result.output as ICruiseResult).summary.violations;
  } finally {
    process.chdir(previous);
  }
}

/** "rule: from -> to", for readable failure messages. */
export function describe(violations: IViolation[]): string[] {
  return violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}
