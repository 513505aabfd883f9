/** Types of deployment.mjs for the shell's TypeScript tests. */
import type { RuntimeConfig } from 'shared-contracts';

export interface Deployment {
  port: number;
  host: string;
  /** The registry's local storage: the published remote versions' files. */
  deployDir: string;
  apiBase: string;
  /** The API's base as this server reaches it: GET /Registry/state, POST /Beacons. */
  registryUrl: string;
  /** How long one read of the registry is used (ms). */
  registryCacheMs: number;
  /** Where server builds not found in deployDir are downloaded to. */
  serverBuildCacheDir: string;
  remoteOrigins: Record<string, string>;
  providers: RuntimeConfig['providers'];
  /** Strict-Transport-Security max-age in seconds; 0: none. */
  hstsMaxAgeSeconds: number;
  /** The shop's public origin, without a trailing slash (canonical URLs, sitemap). */
  publicOrigin: string;
  /** Whether route owners' server builds render pages (SERVER_RENDER=off: browser only). */
  serverRender: boolean;
  serverRenderBudgetMs: number;
  /** How long a rendered page is reused for the same URL and version (0: never). */
  serverRenderCacheMs: number;
  /** RUM_SAMPLE_RATE (0..1); undefined: the shell's default share. */
  rumSampleRate: number | undefined;
}
export const REMOTES: string[];
export function deploymentFrom(env?: Record<string, string | undefined>): Deployment;
