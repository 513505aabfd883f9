/**
 * Each architecture rule fires on a planted violation in the real tree (and stays quiet on the
 * allowed variant next to it). The planted files live for one test and are removed in `finally`.
 */
import { expect, describe as group, it } from 'vitest';
import { describe, ruleNames, violationsIn } from './support/cruise';
import { withPlanted } from './support/plant';

const A = 'api/src/modules/zz-planted-a';
const B = 'api/src/modules/zz-planted-b';

/** Cruises the planted entry files and returns "rule: from -> to" lines. */
async function firedBy(files: Record<string, string>, entries = Object.keys(files)): Promise<string[]> {
  return withPlanted(files, async () => describe(await violationsIn(entries)));
}

const fires = (lines: string[], rule: string, from: string, to: string) =>
  expect(lines, lines.join('\n')).toContain(`${rule}: ${from} -> ${to}`);

const rulesTested = new Set<string>();
function rule(name: string, body: () => Promise<void>) {
  rulesTested.add(name);
  it(name, body);
}

group('API rules', () => {
  rule('api-module-internals', async () => {
    const lines = await firedBy({
      [`${A}/service.ts`]:
        "import { rows } from '../zz-planted-b/queries';\nimport { door } from '../zz-planted-b/index';\nimport { open } from '../zz-planted-b';\nexport const all = [rows, door, open];\n",
      [`${B}/queries.ts`]: 'export const rows = 1;\n',
      [`${B}/index.ts`]: 'export const door = 2;\nexport const open = 3;\n',
    });
    fires(lines, 'api-module-internals', `${A}/service.ts`, `${B}/queries.ts`);
    // Through the other module's index (named or implied) is the allowed way.
    expect(lines.filter((line) => line.endsWith(`${B}/index.ts`))).toEqual([]);
  });

  rule('api-module-cycle', async () => {
    const lines = await firedBy({
      [`${A}/index.ts`]: "import { b } from '../zz-planted-b/index';\nexport const a = () => b;\n",
      [`${B}/index.ts`]: "import { a } from '../zz-planted-a/index';\nexport const b = () => a;\n",
    });
    // Reported once per cycle, at the edge where the cruise entered it.
    fires(lines, 'api-module-cycle', `${A}/index.ts`, `${B}/index.ts`);
  });

  rule('api-platform-imports-domain', async () => {
    const lines = await firedBy(
      {
        'api/src/platform/zz-planted.ts':
          "import { a } from '../modules/zz-planted-a/index';\nimport { p } from '../providers/zz-planted-provider';\nexport const both = [a, p];\n",
        [`${A}/index.ts`]: 'export const a = 1;\n',
        'api/src/providers/zz-planted-provider.ts': 'export const p = 1;\n',
      },
      ['api/src/platform/zz-planted.ts'],
    );
    fires(lines, 'api-platform-imports-domain', 'api/src/platform/zz-planted.ts', `${A}/index.ts`);
    fires(
      lines,
      'api-platform-imports-domain',
      'api/src/platform/zz-planted.ts',
      'api/src/providers/zz-planted-provider.ts',
    );
  });

  rule('api-provider-imports-module', async () => {
    const lines = await firedBy({
      'api/src/providers/zz-planted.ts': "import { a } from '../modules/zz-planted-a/index';\nexport const p = a;\n",
      [`${A}/index.ts`]: 'export const a = 1;\n',
    });
    fires(lines, 'api-provider-imports-module', 'api/src/providers/zz-planted.ts', `${A}/index.ts`);
  });
});

group('remote rules', () => {
  rule('remote-imports-other-remote', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/zz-planted.ts':
          "import { x } from '../../mfe-account/src/zz-planted-target';\nexport const y = x;\n",
        'mfe-account/src/zz-planted-target.ts': 'export const x = 1;\n',
        'shell/tests/zz-planted-helper.ts':
          "import { x } from '../../mfe-account/src/zz-planted-target';\nexport const z = x;\n",
      },
      ['mfe-dealers/src/zz-planted.ts', 'shell/tests/zz-planted-helper.ts'],
    );
    fires(
      lines,
      'remote-imports-other-remote',
      'mfe-dealers/src/zz-planted.ts',
      'mfe-account/src/zz-planted-target.ts',
    );
    fires(
      lines,
      'remote-imports-other-remote',
      'shell/tests/zz-planted-helper.ts',
      'mfe-account/src/zz-planted-target.ts',
    );
  });

  rule('remote-imports-api', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/zz-planted.ts': `import { a } from '../../${A}/index';\nexport const y = a;\n`,
        [`${A}/index.ts`]: 'export const a = 1;\n',
      },
      ['mfe-dealers/src/zz-planted.ts'],
    );
    fires(lines, 'remote-imports-api', 'mfe-dealers/src/zz-planted.ts', `${A}/index.ts`);
  });

  rule('remote-test-imports-api-internals', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/tests/zz-planted-helper.ts': `import { a } from '../../${A}/index';\nexport const y = a;\n`,
        [`${A}/index.ts`]: 'export const a = 1;\n',
      },
      ['mfe-dealers/tests/zz-planted-helper.ts'],
    );
    fires(lines, 'remote-test-imports-api-internals', 'mfe-dealers/tests/zz-planted-helper.ts', `${A}/index.ts`);
    expect(
      lines.some((line) => line.startsWith('remote-imports-api:')),
      'tests have their own rule',
    ).toBe(false);
  });

  rule('remote-test-reaches-testkit-by-path', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/tests/zz-planted-helper.ts':
          "import { kit } from '../../api/src/testkit/zz-planted-kit';\nexport const y = kit;\n",
        'api/src/testkit/zz-planted-kit.ts': 'export const kit = 1;\n',
      },
      ['mfe-dealers/tests/zz-planted-helper.ts'],
    );
    fires(
      lines,
      'remote-test-reaches-testkit-by-path',
      'mfe-dealers/tests/zz-planted-helper.ts',
      'api/src/testkit/zz-planted-kit.ts',
    );
    // The kit itself is allowed in tests: no "internals" violation for it.
    expect(lines.some((line) => line.startsWith('remote-test-imports-api-internals:'))).toBe(false);
  });

  rule('feature-imports-other-feature', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/features/zz-planted-a/use-thing.ts':
          "import { b } from '../zz-planted-b/thing';\nimport { own } from './own';\nexport const a = [b, own];\n",
        'mfe-dealers/src/features/zz-planted-a/own.ts': 'export const own = 1;\n',
        'mfe-dealers/src/features/zz-planted-b/thing.ts': 'export const b = 1;\n',
      },
      ['mfe-dealers/src/features/zz-planted-a/use-thing.ts'],
    );
    fires(
      lines,
      'feature-imports-other-feature',
      'mfe-dealers/src/features/zz-planted-a/use-thing.ts',
      'mfe-dealers/src/features/zz-planted-b/thing.ts',
    );
    expect(
      lines.some((line) => line.endsWith('zz-planted-a/own.ts')),
      'inside one feature is fine',
    ).toBe(false);
  });

  rule('feature-imports-app', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/features/zz-planted-a/use-thing.ts':
          "import { route } from '../../app/zz-planted-route';\nexport const a = route;\n",
        'mfe-dealers/src/app/zz-planted-route.ts': 'export const route = 1;\n',
      },
      ['mfe-dealers/src/features/zz-planted-a/use-thing.ts'],
    );
    fires(
      lines,
      'feature-imports-app',
      'mfe-dealers/src/features/zz-planted-a/use-thing.ts',
      'mfe-dealers/src/app/zz-planted-route.ts',
    );
  });

  rule('shared-imports-feature-or-app', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/shared/zz-planted.ts':
          "import { a } from '../features/zz-planted-a/thing';\nimport { route } from '../app/zz-planted-route';\nexport const s = [a, route];\n",
        'mfe-dealers/src/features/zz-planted-a/thing.ts': 'export const a = 1;\n',
        'mfe-dealers/src/app/zz-planted-route.ts': 'export const route = 1;\n',
      },
      ['mfe-dealers/src/shared/zz-planted.ts'],
    );
    fires(
      lines,
      'shared-imports-feature-or-app',
      'mfe-dealers/src/shared/zz-planted.ts',
      'mfe-dealers/src/features/zz-planted-a/thing.ts',
    );
    fires(
      lines,
      'shared-imports-feature-or-app',
      'mfe-dealers/src/shared/zz-planted.ts',
      'mfe-dealers/src/app/zz-planted-route.ts',
    );
  });
});

group('shared-contracts rules', () => {
  rule('contracts-import-app-part', async () => {
    const lines = await firedBy(
      {
        'shared-contracts/src/zz-planted.ts':
          "import { x } from '../../mfe-dealers/src/zz-planted-target';\nimport { a } from '../../api/src/modules/zz-planted-a/index';\nexport const c = [x, a];\n",
        'mfe-dealers/src/zz-planted-target.ts': 'export const x = 1;\n',
        [`${A}/index.ts`]: 'export const a = 1;\n',
      },
      ['shared-contracts/src/zz-planted.ts'],
    );
    fires(
      lines,
      'contracts-import-app-part',
      'shared-contracts/src/zz-planted.ts',
      'mfe-dealers/src/zz-planted-target.ts',
    );
    fires(lines, 'contracts-import-app-part', 'shared-contracts/src/zz-planted.ts', `${A}/index.ts`);
  });
});

group('shared package rules (contracts, kit, build)', () => {
  rule('contracts-import-react', async () => {
    const lines = await firedBy({
      'shared-contracts/src/zz-planted.ts':
        "import type { ReactNode } from 'react';\nimport { createRoot } from 'react-dom/client';\nexport type Slot = ReactNode;\nexport const root = createRoot;\n",
    });
    const from = 'contracts-import-react: shared-contracts/src/zz-planted.ts -> ';
    expect(lines.filter((line) => line.startsWith(from)).length, lines.join('\n')).toBe(2);
  });

  rule('contracts-import-kit-or-build', async () => {
    const lines = await firedBy(
      {
        'shared-contracts/src/zz-planted.ts':
          "import { piece } from '../../shared-kit/src/zz-planted-piece';\nimport { plugin } from '../../shared-build/src/zz-planted-plugin';\nexport const c = [piece, plugin];\n",
        'shared-kit/src/zz-planted-piece.ts': 'export const piece = 1;\n',
        'shared-build/src/zz-planted-plugin.ts': 'export const plugin = 1;\n',
      },
      ['shared-contracts/src/zz-planted.ts'],
    );
    fires(
      lines,
      'contracts-import-kit-or-build',
      'shared-contracts/src/zz-planted.ts',
      'shared-kit/src/zz-planted-piece.ts',
    );
    fires(
      lines,
      'contracts-import-kit-or-build',
      'shared-contracts/src/zz-planted.ts',
      'shared-build/src/zz-planted-plugin.ts',
    );
  });

  rule('kit-or-build-imports-app-part', async () => {
    const lines = await firedBy(
      {
        'shared-kit/src/zz-planted.ts':
          "import { x } from '../../mfe-dealers/src/zz-planted-target';\nexport const k = x;\n",
        'shared-build/src/zz-planted.ts':
          "import { x } from '../../shell/src/zz-planted-target';\nexport const b = x;\n",
        'mfe-dealers/src/zz-planted-target.ts': 'export const x = 1;\n',
        'shell/src/zz-planted-target.ts': 'export const x = 1;\n',
      },
      ['shared-kit/src/zz-planted.ts', 'shared-build/src/zz-planted.ts'],
    );
    fires(
      lines,
      'kit-or-build-imports-app-part',
      'shared-kit/src/zz-planted.ts',
      'mfe-dealers/src/zz-planted-target.ts',
    );
    fires(lines, 'kit-or-build-imports-app-part', 'shared-build/src/zz-planted.ts', 'shell/src/zz-planted-target.ts');
  });

  rule('build-imported-outside-build-config', async () => {
    const lines = await firedBy(
      {
        'mfe-dealers/src/zz-planted.ts': "import { ports } from 'shared-build/federation';\nexport const p = ports;\n",
        'shared-kit/src/zz-planted.ts':
          "import { plugin } from '../../shared-build/src/zz-planted-plugin';\nexport const k = plugin;\n",
        'shared-build/src/zz-planted-plugin.ts': 'export const plugin = 1;\n',
        'mfe-dealers/rsbuild.zz-planted.config.ts':
          "import { ports } from 'shared-build/federation';\nimport { plugin } from '../shared-build/src/zz-planted-plugin';\nexport default { ports, plugin };\n",
      },
      ['mfe-dealers/src/zz-planted.ts', 'shared-kit/src/zz-planted.ts', 'mfe-dealers/rsbuild.zz-planted.config.ts'],
    );
    fires(
      lines,
      'build-imported-outside-build-config',
      'mfe-dealers/src/zz-planted.ts',
      'shared-build/src/federation.ts',
    );
    fires(
      lines,
      'build-imported-outside-build-config',
      'shared-kit/src/zz-planted.ts',
      'shared-build/src/zz-planted-plugin.ts',
    );
    // A build configuration is where the build package belongs.
    expect(lines.filter((line) => line.includes('rsbuild.zz-planted.config.ts'))).toEqual([]);
  });
});

it('every rule of the configuration has a planted-violation test above', () => {
  expect([...rulesTested].sort()).toEqual([...ruleNames].sort());
});
