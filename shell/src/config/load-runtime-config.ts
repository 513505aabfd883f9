/**
 * The runtime config (API base, remote registry, provider settings) is built from the remote
 * registry by the shell's server on every page load: inline in the page (#shop-runtime-config),
 * else read from /runtime-config.json. Without it the shell still renders its own parts on the
 * embedded defaults; every remote route then shows the error panel.
 */
import { getRuntimeConfig, type RuntimeConfig } from 'shared-contracts';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RuntimeConfig>;
  return typeof candidate.apiBase === 'string' && !!candidate.remotes && typeof candidate.remotes === 'object';
}

function withDefaults(body: RuntimeConfig): RuntimeConfig {
  const defaults = getRuntimeConfig();
  return { ...defaults, ...body, providers: { ...defaults.providers, ...body.providers } };
}

/** The config the server put in the page, when it did. */
export function inlineRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById('shop-runtime-config')?.textContent;
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return isRuntimeConfig(body) ? withDefaults(body) : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(
  url = '/runtime-config.json',
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  if (inline) return inline;
  try {
    const response = await fetcher(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRuntimeConfig(body)) throw new Error(`${url} is not a runtime config`);
    return withDefaults(body);
  } catch (error) {
    console.error('[shell] runtime config could not be read; using the embedded defaults:', error);
    return getRuntimeConfig();
  }
}
