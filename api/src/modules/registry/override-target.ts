/**
 * What an override points at: a published version of the remote, or the origin of a dev server
 * (`http://localhost:3101`). A URL must be a bare http(s) origin (no path, query, fragment or
 * credentials) and, to be honoured, inside the allowlist (REMOTE_OVERRIDE_ORIGINS; an entry's
 * port `*` admits any port).
 */
export type OverrideTarget = { version: string } | { url: string };

export function parseOverrideTarget(target: string): OverrideTarget | null {
  if (!/^https?:\/\//i.test(target)) return { version: target };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    return null;
  }
  return { url: url.origin };
}

function matches(origin: URL, entry: string): boolean {
  const anyPort = /^(https?):\/\/([^/:]+):\*$/i.exec(entry.trim());
  if (anyPort)
    return origin.protocol === `${anyPort[1]?.toLowerCase()}:` && origin.hostname === anyPort[2]?.toLowerCase();
  try {
    return new URL(entry.trim()).origin === origin.origin;
  } catch {
    return false;
  }
}

/** True when the origin is one the deployment lets an override point at. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return allowed.some((entry) => matches(url, entry));
}
