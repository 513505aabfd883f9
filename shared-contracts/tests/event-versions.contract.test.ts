// @vitest-environment node
/**
 * No event changes its shape without a new version: each event contract's shape, read from its
 * TypeScript definition (event-versions.shapes.ts), must equal the shape recorded for its version
 * in event-versions.snapshot.json. A new event or a bumped version is recorded with
 *   UPDATE_EVENT_VERSIONS=1 pnpm --filter shared-contracts exec vitest run tests/event-versions.contract.test.ts
 * which adds shapes and never replaces one. event-versions.check.test.ts shows the check firing.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contracts } from '../src/events/contracts';
import {
  deriveEventContracts,
  formatRecordedShapes,
  readRecordedShapes,
  snapshotFile,
  versionProblems,
  withNewVersions,
} from './event-versions.shapes';

const current = deriveEventContracts();

describe('event versions', () => {
  it('reads every contract the bus carries, with the version of its wire name', () => {
    const wireNames = current.map((contract) => `${contract.event}@${contract.version}`);
    for (const contract of Object.values(contracts)) expect(wireNames).toContain(contract.type);
  });

  it('records a shape for every event version, and no shape changed without a version bump', () => {
    let recorded = readRecordedShapes();
    if (process.env.UPDATE_EVENT_VERSIONS) {
      recorded = withNewVersions(recorded, current);
      fs.writeFileSync(snapshotFile, formatRecordedShapes(recorded));
    }
    const problems = versionProblems(current, recorded);
    expect(problems, `\n${problems.join('\n\n')}\n`).toEqual([]);
  });
});
