/**
 * One federation bundler runtime in the page (decision 0053): the shell's runtime plugin provides
 * the functions of the very bundler runtime its entry runs, and a remote's entry takes them with
 * state of its own, leaving the shell's module-wide federation instance alone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeBundlerRuntimeAlias, provideBundlerRuntime } from '../src/federation-bundler-runtime';

const { alias, runtimePlugin } = provideBundlerRuntime();
const indexFile = alias['shop-federation-bundler-runtime$'] as string;
const fromRuntime = createRequire(indexFile);
const runtimeCoreFile = fromRuntime.resolve('@module-federation/runtime-core');

// The modules the two halves import, as the builds' aliases and externals give them.
vi.mock('shop-federation-bundler-runtime', async () => ({ default: fromRuntime(indexFile).default }));
vi.mock('shop-federation-init-container-entry', async () =>
  fromRuntime(alias['shop-federation-init-container-entry$'] as string),
);
vi.mock('@module-federation/runtime-core', async () => fromRuntime(runtimeCoreFile));

type Provided = Record<string, unknown> & { runtime: Record<string, unknown> };
const globalRef = globalThis as { _SHOP_FEDERATION_BUNDLER_RUNTIME?: Provided };

afterEach(() => {
  delete globalRef._SHOP_FEDERATION_BUNDLER_RUNTIME;
  vi.resetModules();
});

describe('the files', () => {
  it('are the bundler runtime that Rspack’s federation plugin puts in an entry', () => {
    expect(indexFile.split(path.sep).slice(-4)).toEqual([
      '@module-federation',
      'webpack-bundler-runtime',
      'dist',
      'index.cjs',
    ]);
    expect(Object.keys(consumeBundlerRuntimeAlias())).toEqual([`${indexFile}$`]);
    expect(runtimePlugin.endsWith('federation-bundler-runtime-provide.mjs')).toBe(true);
  });
});

describe('the shell provides', () => {
  it('the functions of its own bundler runtime, with the container entry a remote needs', async () => {
    await import('../src/federation-bundler-runtime-provide.mjs');
    const provided = globalRef._SHOP_FEDERATION_BUNDLER_RUNTIME as Provided;
    const { default: federation } = fromRuntime(indexFile);
    expect(provided.consumes).toBe(federation.bundlerRuntime.consumes);
    expect(provided.initializeSharing).toBe(federation.bundlerRuntime.I);
    expect(provided.init).toBe(federation.bundlerRuntime.init);
    expect(provided.runtime).toBe(federation.runtime);
    expect(typeof provided.initContainerEntry).toBe('function');
    expect(Object.isFrozen(provided)).toBe(true);
  });
});

describe('a remote takes', () => {
  it('the shell’s functions with state of its own', async () => {
    await import('../src/federation-bundler-runtime-provide.mjs');
    const provided = globalRef._SHOP_FEDERATION_BUNDLER_RUNTIME as Provided;
    const { default: remote } = await import('../src/federation-bundler-runtime-consume.mjs');
    const { default: federation } = fromRuntime(indexFile);
    expect(remote.bundlerRuntime.consumes).toBe(provided.consumes);
    expect(remote.bundlerRuntime.initContainerEntry).toBe(provided.initContainerEntry);
    expect(remote.bundlerRuntime.S).not.toBe(federation.bundlerRuntime.S);
    expect(remote.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
    expect(remote.instance).toBeUndefined();
  });

  it('an instance of its own, and leaves the shell’s as the runtime’s module-wide one', async () => {
    await import('../src/federation-bundler-runtime-provide.mjs');
    const runtime = globalRef._SHOP_FEDERATION_BUNDLER_RUNTIME?.runtime as {
      init(options: object): { name: string };
      getInstance(): { name: string } | null;
    };
    const shell = runtime.init({ name: 'shell', remotes: [] });
    const { default: remote } = await import('../src/federation-bundler-runtime-consume.mjs');
    const checkout = remote.runtime.init({ name: 'checkout', remotes: [] });
    expect(checkout.name).toBe('checkout');
    expect(checkout).not.toBe(shell);
    expect(runtime.getInstance()).toBe(shell);
    // Started again (a second load of the same entry), it is the same instance.
    expect(remote.runtime.init({ name: 'checkout', remotes: [] })).toBe(checkout);
  });

  it('nothing without the shell, and says why', async () => {
    await expect(import('../src/federation-bundler-runtime-consume.mjs')).rejects.toThrow(
      'This remote runs inside the shop: the shell provides its federation runtime (decision 0053).',
    );
  });
});
