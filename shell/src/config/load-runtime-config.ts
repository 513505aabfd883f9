/**
 * The runtime config (API base, remote registry, provider settings) is read at boot from
 * /runtime-config.json, which the static server builds from the remote registry. Without it the
 * shell still renders its own parts on the embedded defaults; every remote route then shows the
 * error panel.
 */
import { getRuntimeConfig, type RuntimeConfig } from 'shared-contracts';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RuntimeConfig>;
  return typeof candidate.apiBase === 'string' && !!candidate.remotes && typeof candidate.remotes === 'object';
}

export async function loadRuntimeConfig(
  url = '/runtime-config.json',
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const defaults = getRuntimeConfig();
  try {
    const response = await fetcher(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRuntimeConfig(body)) throw new Error(`${url} is not a runtime config`);
    return { ...defaults, ...body, providers: { ...defaults.providers, ...body.providers } };
  } catch (error) {
    console.error('[shell] runtime config could not be read; using the embedded defaults:', error);
    return defaults;
  }
}
