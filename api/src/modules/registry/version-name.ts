/**
 * A published version's name, as the local publish script has always made it:
 * `<ISO time with - for : and .>-<first 8 hex of sha256(mf-manifest.json)>`, so it sorts by time
 * and says which build it is.
 */
export function versionName(manifestHash: string, at: Date = new Date()): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${manifestHash.slice(0, 8)}`;
}
