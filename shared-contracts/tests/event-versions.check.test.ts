// @vitest-environment node
/**
 * The event-version check fires: contracts changed in memory (the files stay as they are) are read
 * with the compiler and compared with the committed shapes, as event-versions.contract.test.ts does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ContractShape,
  deriveEventContracts,
  type EventContract,
  packageDir,
  readRecordedShapes,
  versionProblems,
  withNewVersions,
} from './event-versions.shapes';

const contractsFile = path.join(packageDir, 'src/events/contracts.ts');
const cartFile = path.join(packageDir, 'src/api/cart.ts');
const recorded = readRecordedShapes();

/** The file's text with one edit; fails when the edit no longer applies (the source moved on). */
function edited(file: string, from: string, to: string): string {
  const text = fs.readFileSync(file, 'utf8');
  expect(text, `${path.relative(packageDir, file)} no longer contains ${JSON.stringify(from)}`).toContain(from);
  return text.replace(from, to);
}

const NOTIFICATION_WITH_DURATION = ['  message: string;\n}', '  message: string;\n  durationMs: number;\n}'] as const;

// Each check reads the contracts with the TypeScript compiler: seconds on a busy machine.
describe('the event-version check', { timeout: 30_000 }, () => {
  it('fails when a payload gains a field under the same version, and says to bump it', () => {
    const changed = edited(contractsFile, ...NOTIFICATION_WITH_DURATION);
    const problems = versionProblems(deriveEventContracts({ [contractsFile]: changed }), recorded);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Event "shell:notification" changed its shape but is still version 1');
    expect(problems[0]).toContain('payload.durationMs: added');
    expect(problems[0]).toContain("Bump its version: defineSignal<...>('shell', 'notification', 2)");
    expect(problems[0]).toContain('UPDATE_EVENT_VERSIONS=1');
  });

  it('fails for every event that carries a type changed deep inside (a cart line in the cart)', () => {
    const changed = edited(
      cartFile,
      '  price: number;\n  quantity: number;\n  options: CartOption[];',
      '  price: number;\n  quantity: string;\n  options: CartOption[];',
    );
    const problems = versionProblems(deriveEventContracts({ [cartFile]: changed }), recorded);
    // The cart state's version 2 carries CartLine, which extends CartItem: it changes too.
    expect(problems).toHaveLength(3);
    const [addItem, cartState, cartStateV2] = [...problems].sort();
    expect(addItem).toContain('Event "checkout:add-item" changed its shape but is still version 1');
    expect(addItem).toContain('answer.items[].quantity: "number" -> "string"');
    expect(cartState).toContain('Event "checkout:cart-state" changed its shape but is still version 1');
    expect(cartState).toContain('payload.items[].quantity: "number" -> "string"');
    expect(cartStateV2).toContain('Event "checkout:cart-state" changed its shape but is still version 2');
    expect(cartStateV2).toContain('payload.items[].quantity: "number" -> "string"');
  });

  it('passes a bumped version once its shape is recorded, keeping the old version recorded', () => {
    const bumped = edited(contractsFile, ...NOTIFICATION_WITH_DURATION).replace(
      "defineSignal<ShopNotification>('shell', 'notification')",
      "defineSignal<ShopNotification>('shell', 'notification', 2)",
    );
    const contracts = deriveEventContracts({ [contractsFile]: bumped });
    expect(contracts.find((c) => c.event === 'shell:notification')?.version).toBe(2);

    const before = versionProblems(contracts, recorded);
    expect(before).toHaveLength(1);
    expect(before[0]).toContain('Event "shell:notification@2" (src/events/contracts.ts) has no recorded shape');

    const updated = withNewVersions(recorded, contracts);
    expect(versionProblems(contracts, updated)).toEqual([]);
    expect(updated['shell:notification']?.['1']).toEqual(recorded['shell:notification']?.['1']);
    expect(updated['shell:notification']?.['2']?.payload).toHaveProperty('durationMs', 'number');
  });

  it('never replaces a recorded shape when recording', () => {
    const shape: ContractShape = { kind: 'signal', payload: { message: 'string' } };
    const changed: EventContract = {
      event: 'shell:notification',
      version: 1,
      file: 'src/events/contracts.ts',
      definedWith: 'defineSignal',
      shape: { kind: 'signal', payload: { message: 'number' } },
    };
    const recordedOnce = { 'shell:notification': { '1': shape } };
    expect(withNewVersions(recordedOnce, [changed])).toEqual(recordedOnce);
    expect(versionProblems([changed], recordedOnce)[0]).toContain('payload.message: "string" -> "number"');
  });

  it('fails when one wire name is defined twice', () => {
    const contract: EventContract = {
      event: 'shell:loading-count',
      version: 1,
      file: 'src/events/contracts.ts',
      definedWith: 'defineStateEvent',
      shape: { kind: 'state', payload: 'number' },
    };
    const twin = { ...contract, file: 'src/kit/elsewhere.ts' };
    expect(versionProblems([contract, twin], recorded)).toEqual([
      'Event "shell:loading-count@1" is defined twice (src/events/contracts.ts and src/kit/elsewhere.ts): one definition per event.',
    ]);
  });
});
