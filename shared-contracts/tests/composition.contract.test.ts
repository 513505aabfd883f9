/**
 * REQUIRED_EXPOSES and SHELL_SINGLETONS (src/composition.ts) say what the registry's publish gate
 * demands of a remote; these tests read the shell's route table, the fragment ids used in the shell
 * and the remotes, and the shell's package.json, so the data cannot drift from what the shop loads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REQUIRED_EXPOSES, SHELL_SINGLETONS, SHELL_SINGLETONS_PREACT, shellSingletons } from '../src/composition';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES = Object.keys(REQUIRED_EXPOSES);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Module ids (`remote/module`) the route table's applications load; mirrors shell/src/federation/remote-apps.ts. */
function routeTableModules(): string[] {
  const html = readFileSync(path.join(root, 'shell/src/layout/route-table.html'), 'utf8').replace(
    /<!--[\s\S]*?-->/g,
    '',
  );
  const names = [...html.matchAll(/<application\s+name="([^"]+)"/g)].map((match) => match[1] as string);
  return names.flatMap((name) => {
    if (name === 'checkout-cart') return ['checkout/cart'];
    if (REMOTES.includes(name)) return [`${name}/app`];
    return [];
  });
}

/** Fragment ids written as literals (`'account/newsletter-signup'`) in the shell's and the remotes' sources. */
function fragmentModules(): string[] {
  const dirs = ['shell/src', ...['catalog', 'checkout', 'account', 'dealers'].map((remote) => `mfe-${remote}/src`)];
  const pattern = new RegExp(`['"\`](${REMOTES.join('|')})/([a-z][a-z-]*)['"\`]`, 'g');
  return dirs.flatMap((dir) =>
    sourceFiles(path.join(root, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => `${match[1]}/${match[2]}`),
    ),
  );
}

describe('the modules the shell needs of each remote', () => {
  it('are exactly the route table applications and the fragments the shell hosts', () => {
    const used = new Set([...routeTableModules(), ...fragmentModules()]);
    const declared = new Set(
      Object.entries(REQUIRED_EXPOSES).flatMap(([remote, modules]) =>
        modules.map((module) => `${remote}/${module.replace(/^\.\//, '')}`),
      ),
    );
    expect([...declared].sort()).toEqual([...used].sort());
  });

  it('include every remote page application of the route table', () => {
    expect(routeTableModules()).toEqual(expect.arrayContaining(REMOTES.map((remote) => `${remote}/app`)));
  });

  it('are exposed by each remote build configuration', () => {
    for (const [remote, modules] of Object.entries(REQUIRED_EXPOSES)) {
      const config = readFileSync(path.join(root, `mfe-${remote}/rsbuild.config.ts`), 'utf8');
      for (const module of modules) expect(config, `${remote} ${module}`).toContain(`'${module}':`);
    }
  });
});

describe('the shell singletons', () => {
  it('are the React and ReactDOM versions the shell pins when React renders (SHOP_RENDERER=react)', () => {
    const shell = JSON.parse(readFileSync(path.join(root, 'shell/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const [name, version] of Object.entries(SHELL_SINGLETONS)) expect(shell.dependencies[name]).toBe(version);
  });

  it('are the Preact version the builds pin when Preact renders (the default)', () => {
    const build = JSON.parse(readFileSync(path.join(root, 'shared-build/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const version of Object.values(SHELL_SINGLETONS_PREACT)) expect(build.dependencies.preact).toBe(version);
    expect(shellSingletons('preact')).toBe(SHELL_SINGLETONS_PREACT);
    expect(shellSingletons(undefined)).toBe(SHELL_SINGLETONS_PREACT);
    expect(shellSingletons('react')).toBe(SHELL_SINGLETONS);
  });
});
