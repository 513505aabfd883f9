/**
 * Remotes come from the runtime config at boot (the shell's build knows no remote URL). The
 * federation build plugin already created the runtime instance; these calls act on it.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'shared-contracts';
import { type FallbackFactory, fallbackPlugin } from './fallback-plugin';
import { retryPlugin } from './retry-plugin';

export function registerShopRemotes(config: RuntimeConfig, makeFallback: FallbackFactory): void {
  registerPlugins([retryPlugin(), fallbackPlugin(makeFallback)]);
  registerRemotes(Object.entries(config.remotes).map(([name, remote]) => ({ name, entry: remote.entry })));
}
