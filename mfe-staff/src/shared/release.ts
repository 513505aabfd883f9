import { getRuntimeConfig } from 'shared-contracts';

declare const __REMOTE_RELEASE__: string | undefined;

/** The build stamp (PUBLIC_RELEASE at build time), for when this remote runs alone. */
const BUILD_RELEASE = typeof __REMOTE_RELEASE__ === 'string' ? __REMOTE_RELEASE__ : 'local';

/**
 * Which version of this remote the page is served (shown as data-release on its root): the
 * registry's version the shell chose for this visitor (current, canary or override), the same on
 * the server (the shell's server gives the render the page's runtime config) and in the browser;
 * the build stamp only when the remote runs alone. Read at render, not at module load: a server
 * build is loaded before its first page's config is set.
 */
export function release(): string {
  return getRuntimeConfig().remotes.staff?.version ?? BUILD_RELEASE;
}
