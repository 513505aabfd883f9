/** The whole tree against the rules, as `pnpm lint:architecture` checks it. */
import { expect, it } from 'vitest';
import { findNamingProblems, remoteDirs } from '../check-file-names.mjs';
import { describe, violationsIn } from './support/cruise';
import { repoRoot } from './support/repo';

/** The same folders as the root script `lint:architecture`. */
const CRUISED = [
  'api/src',
  'shell/src',
  'shell/tests',
  'mfe-catalog',
  'mfe-checkout',
  'mfe-account',
  'mfe-dealers',
  'shared-contracts/src',
  'shared-kit/src',
  'shared-build/src',
];

it('the current tree breaks no architecture rule', async () => {
  const lines = describe(await violationsIn(CRUISED));
  expect(lines).toEqual([]);
});

it('the remotes follow the file-name convention', () => {
  expect(findNamingProblems(remoteDirs(repoRoot), repoRoot)).toEqual([]);
});
