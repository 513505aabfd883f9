/**
 * The first-load JavaScript budget of a remote, named once: `firstLoadBudgetKb` of the remote in
 * topology.json (KiB, gzip). A production build over its budget fails, so CI fails before the
 * registry's gate would refuse the publish; both measure with first-load-js.mjs.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import topology from '../../topology.json';
import { firstLoadJsGzipBytes } from './first-load-js.mjs';

/** A remote's budget in bytes (KiB * 1024), or null when topology.json gives none. */
export function firstLoadBudgetBytes(remote: string): number | null {
  const entry = topology.remotes.find((candidate) => candidate.name === remote) as { firstLoadBudgetKb?: number };
  return typeof entry?.firstLoadBudgetKb === 'number' ? entry.firstLoadBudgetKb * 1024 : null;
}

/** The message a build over budget fails with, or null within it. */
export function overBudget(remote: string, bytes: number, budget: number | null): string | null {
  if (budget === null || bytes <= budget) return null;
  const kib = (n: number) => (n / 1024).toFixed(1);
  return `${remote}: first-load JS is ${kib(bytes)} KiB gzip, over its budget of ${kib(budget)} KiB (topology.json firstLoadBudgetKb)`;
}

export function pluginFirstLoadBudget(remote: string): RsbuildPlugin {
  return {
    name: 'shop:first-load-budget',
    setup(api) {
      api.onAfterBuild(({ isFirstCompile }) => {
        if (!isFirstCompile || process.env.NODE_ENV !== 'production') return;
        const bytes = firstLoadJsGzipBytes(api.context.distPath);
        const problem = overBudget(remote, bytes, firstLoadBudgetBytes(remote));
        if (problem) throw new Error(problem);
        api.logger.info(`${remote}: first-load JS ${(bytes / 1024).toFixed(1)} KiB gzip`);
      });
    },
  };
}
