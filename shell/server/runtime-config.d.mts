/** Types of runtime-config.mjs for the shell's TypeScript tests. */
import type { RemoteOverride, RuntimeConfig } from 'shared-contracts';
import type { Deployment } from './deployment.mjs';

export function runtimeConfig(
  chosen: Record<string, { version: string; url?: string }>,
  deployment: Pick<Deployment, 'apiBase' | 'remoteOrigins' | 'providers' | 'rumSampleRate'>,
  overrides?: Record<string, RemoteOverride>,
): RuntimeConfig;
