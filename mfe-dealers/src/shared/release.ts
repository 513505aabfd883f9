declare const __REMOTE_RELEASE__: string | undefined;

/** Which build of this remote is running (set at build time; shown as data-release on its root). */
export const RELEASE = typeof __REMOTE_RELEASE__ === 'string' ? __REMOTE_RELEASE__ : 'local';
