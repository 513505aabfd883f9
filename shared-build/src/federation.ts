/**
 * Build settings every part of the shop agrees on, so that four remotes built at different
 * times still share one React, one router, one jotai and one copy of the contracts.
 */
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import topology from '../../topology.json';
import { rendererShares } from './renderer.mjs';

type SharedConfig = NonNullable<ModuleFederationOptions['shared']>;

/** What the shop uses of react-router-dom; the shared copy is tree-shaken down to these. */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useOutletContext',
];

/**
 * Singletons: one copy each in the page, whoever loads first provides it. Production builds
 * tree-shake the shared router down to ROUTER_EXPORTS; dev servers (React Refresh) share it whole,
 * because the tree-shaken share breaks hot reloading.
 */
export function sharedSingletonsFor(mode: 'production' | 'development'): SharedConfig {
  if (mode === 'production') return sharedSingletons;
  const { 'react-router-dom': router, ...rest } = sharedSingletons as Record<string, { treeShaking?: unknown }>;
  const { treeShaking: _dropped, ...plainRouter } = router ?? {};
  return { ...rest, 'react-router-dom': plainRouter } as SharedConfig;
}

/**
 * The shell's shares: the same singletons, provided from the shell's entry chunks (`eager`), so a
 * first view loads the shell's renderer, contracts and kit with its entry instead of as eight small
 * files one request each (decision 0060). A remote's shares stay lazy: it uses the shell's.
 */
export function shellSharesFor(mode: 'production' | 'development'): SharedConfig {
  return Object.fromEntries(
    Object.entries(sharedSingletonsFor(mode)).map(([name, share]) => [name, { ...(share as object), eager: true }]),
  ) as SharedConfig;
}

export const sharedSingletons: SharedConfig = {
  // React's modules, or Preact's under React's names and its own (SHOP_RENDERER, renderer.mjs).
  ...rendererShares(),
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.0.0',
    treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
  },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'shared-contracts': { singleton: true, requiredVersion: '^1.0.0' },
  'shared-kit': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * 'loaded-first' uses what is already in the page instead of asking every registered remote for
 * its version first, so one remote whose server is down cannot block the others from loading.
 */
export const shareStrategy = 'loaded-first' as const;

/** The shop's port plan (topology.json at the repository's root), used by the dev servers. */
export const ports = Object.fromEntries([
  ['shell', topology.shell.port],
  ['api', topology.api.port],
  ...topology.remotes.map((remote) => [remote.name, remote.port]),
]) as Record<'shell' | 'api' | 'catalog' | 'checkout' | 'account' | 'dealers' | 'staff', number>;
