/** Types of security-headers.mjs for the shell's TypeScript tests. */
import type { RuntimeConfig } from 'shared-contracts';

export const PROVIDER_SOURCES: Record<string, Record<string, string[]>>;
export const PERMISSIONS_POLICY: string;
export function newNonce(): string;
export function enabledProviders(providers: RuntimeConfig['providers']): string[];
export function contentSecurityPolicy(
  config: Pick<RuntimeConfig, 'apiBase' | 'remotes' | 'providers' | 'overrides'>,
  options: { nonce: string },
): string;
export function commonSecurityHeaders(options?: { hstsMaxAgeSeconds?: number }): Record<string, string>;
