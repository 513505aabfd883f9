/**
 * Which version of each remote one page is served (issue 28's canary cohorts and QA overrides).
 *
 * A visitor carries a random cohort in the `shop_cohort` cookie (set by this server on the first
 * page, for a year). For each remote the cohort falls in a bucket 0..99:
 * sha256(cohort + ':' + remote), first 4 bytes, mod 100; while a canary runs at n %, buckets below n
 * get the canary's version, the rest the current one. So a visitor keeps their version across
 * reloads and visits, and each remote's canary draws its own, independent n % of visitors.
 *
 * A verified QA override (overrides.mjs) wins over both. The choice is made once per request, and
 * that one choice drives everything the page says about versions: the inline runtime config, the
 * preload hints, the server render and the `Remote-Versions` header; one page never mixes two
 * versions of a remote.
 */
import { createHash, randomBytes } from 'node:crypto';

export const COHORT_COOKIE = 'shop_cohort';
const COHORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A cohort this server made: base64url of 16 random bytes (anything else is replaced). */
const COHORT_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's cookies by name (the first of each name; values not decoded beyond %XX). */
export function parseCookies(header) {
  const cookies = {};
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    const value = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/ (and Secure when the shop is on https). */
export function cookieHeader(name, value, { maxAgeSeconds, expires, secure = false } = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The request's cohort, and the cookie to set when it had none (or a malformed one).
 * @returns {{ cohort: string, setCookie: string | null }}
 */
export function cohortOf(cookies, { secure = false } = {}) {
  const given = cookies[COHORT_COOKIE];
  if (given && COHORT_PATTERN.test(given)) return { cohort: given, setCookie: null };
  const cohort = randomBytes(16).toString('base64url');
  return {
    cohort,
    setCookie: cookieHeader(COHORT_COOKIE, cohort, { maxAgeSeconds: COHORT_MAX_AGE_SECONDS, secure }),
  };
}

/** The cohort's bucket (0..99) for one remote. */
export function bucketOf(cohort, remote) {
  return createHash('sha256').update(`${cohort}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * @typedef {{ version: string, role: 'current' | 'canary' | 'override', serverManifest: string | null | undefined, url?: string }} Chosen
 *   `url`: a URL override (a dev server's origin): the browser loads the remote from there and the
 *   page is not rendered on the server; `serverManifest` undefined: not known from the state (a
 *   version override), looked up with the version.
 */

/**
 * One version per remote for this request.
 * @param {object} state the registry state (registry.mjs)
 * @param {string} cohort
 * @param {Record<string, { version: string } | { url: string }>} overrides verified overrides by remote
 * @param {string[]} remotes the topology's remotes
 * @returns {Record<string, Chosen>}
 */
export function chooseVersions(state, cohort, overrides, remotes) {
  const chosen = {};
  for (const remote of remotes) {
    const override = overrides[remote];
    if (override && 'url' in override) {
      chosen[remote] = { version: override.url, role: 'override', serverManifest: null, url: override.url };
      continue;
    }
    if (override) {
      chosen[remote] = { version: override.version, role: 'override', serverManifest: undefined };
      continue;
    }
    const entry = state.remotes?.[remote];
    const canary = entry?.canary;
    if (canary?.version && bucketOf(cohort, remote) < canary.percent) {
      chosen[remote] = { version: canary.version, role: 'canary', serverManifest: canary.serverManifest ?? null };
    } else if (entry?.current?.version) {
      chosen[remote] = {
        version: entry.current.version,
        role: 'current',
        serverManifest: entry.current.serverManifest ?? null,
      };
    }
  }
  return chosen;
}

/** `catalog=<v>, checkout=<v>;canary, dealers=<v>;override` (the current version has no mark). */
export function remoteVersionsHeader(chosen) {
  return Object.entries(chosen)
    .map(([remote, { version, role }]) => `${remote}=${version}${role === 'current' ? '' : `;${role}`}`)
    .join(', ');
}
