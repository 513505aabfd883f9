/**
 * QA overrides on the shell's server (issue 28): a signed, expiring link made by
 * `npm run remote:override` serves one remote at a given version, or from a dev server's URL, to
 * the one browser that opened it.
 *
 *   ?remote-override=<token> on any page  -> POST <registry>/Registry/overrides/verify
 *       valid: cookie `shop_override_<remote>` (HttpOnly, SameSite=Lax, expires with the token)
 *       either way: 303 to the same URL without the parameter
 *   every page: each override cookie is verified again (answers kept 5 s), so a revoked team token
 *       or an expired link stops within seconds; an invalid one is ignored and its cookie cleared
 *   POST /__shop/overrides/clear (same-origin only): every override cookie cleared (the banner's
 *       "Clear override" button)
 *
 * The token is checked only by the API (it holds the signing secret); this server trusts nothing
 * in the cookie but what the API says about it.
 */
import { cookieHeader } from './version-choice.mjs';

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE_PREFIX = 'shop_override_';
const VERIFY_CACHE_MS = 5000;
/** A token is a compact JWS: three base64url parts. Anything else is not sent to the API. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{1,200}$/;

/**
 * @param {{ registryUrl: string, remotes: string[], log?: { warn: Function }, fetch?: typeof fetch, now?: () => number }} options
 */
export function createOverrides({
  registryUrl,
  remotes,
  log = { warn() {} },
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
}) {
  /** token -> { at, answer: Promise<null | { remote, version?, url?, expiresAt }> } */
  const verified = new Map();

  /** What the API says of a token: the override, `null` when not valid, `undefined` when it could not say. */
  const verify = (token) => {
    if (!TOKEN_PATTERN.test(token)) return Promise.resolve(null);
    const hit = verified.get(token);
    if (hit && now() - hit.at < VERIFY_CACHE_MS) return hit.answer;
    const answer = (async () => {
      try {
        const response = await fetchFn(`${registryUrl}/Registry/overrides/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ token }),
          signal: AbortSignal.timeout(2000),
        });
        if (response.status === 404 || response.status === 400) return null;
        if (!response.ok) throw new Error(`POST /Registry/overrides/verify answered ${response.status}`);
        const body = await response.json();
        const valid =
          remotes.includes(body?.remote) &&
          (typeof body.version === 'string' || (typeof body.url === 'string' && /^https?:\/\//.test(body.url)));
        if (!valid) return null;
        const expiresAt = new Date(body.expiresAt);
        if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now()) return null;
        return {
          remote: body.remote,
          ...(body.url ? { url: new URL(body.url).origin } : { version: body.version }),
          expiresAt,
        };
      } catch (error) {
        log.warn({ err: error }, 'an override could not be verified; it is ignored for this page');
        verified.delete(token);
        return undefined;
      }
    })();
    if (verified.size > 1000) verified.delete(verified.keys().next().value);
    verified.set(token, { at: now(), answer });
    return answer;
  };

  return {
    /**
     * A page's `?remote-override=` link: the cookie to set when the token is valid, and where to
     * send the browser (the same URL without the parameter).
     * @returns {Promise<null | { location: string, setCookie: string | null }>} null: no override parameter
     */
    async fromLink(url, { secure = false } = {}) {
      const parsed = new URL(url, 'http://shop.local');
      if (!parsed.searchParams.has(OVERRIDE_PARAM)) return null;
      const token = parsed.searchParams.get(OVERRIDE_PARAM) ?? '';
      parsed.searchParams.delete(OVERRIDE_PARAM);
      const location = parsed.pathname + parsed.search + parsed.hash;
      const override = await verify(token);
      return {
        location,
        setCookie: override
          ? cookieHeader(`${OVERRIDE_COOKIE_PREFIX}${override.remote}`, token, { expires: override.expiresAt, secure })
          : null,
      };
    },

    /**
     * The overrides a page's cookies hold, verified; and the cookies to clear (invalid or expired).
     * @returns {Promise<{ overrides: Record<string, { version: string } | { url: string }>, clear: string[] }>}
     */
    async fromCookies(cookies, { secure = false } = {}) {
      const overrides = {};
      const clear = [];
      await Promise.all(
        remotes.map(async (remote) => {
          const token = cookies[`${OVERRIDE_COOKIE_PREFIX}${remote}`];
          if (!token) return;
          const override = await verify(token);
          if (override === undefined) return;
          if (override === null || override.remote !== remote) {
            clear.push(clearCookie(remote, secure));
            return;
          }
          overrides[remote] = override.url ? { url: override.url } : { version: override.version };
        }),
      );
      return { overrides, clear };
    },

    /** Set-Cookie values that clear the override cookies of the given remotes. */
    clearAll(which = remotes, { secure = false } = {}) {
      return which.map((remote) => clearCookie(remote, secure));
    },
  };
}

function clearCookie(remote, secure) {
  return cookieHeader(`${OVERRIDE_COOKIE_PREFIX}${remote}`, '', { maxAgeSeconds: 0, secure });
}

/**
 * True when a state-changing request comes from the shop's own pages: its Origin is this server's
 * (as the browser reached it) or the shop's public origin. A request without Origin is refused.
 */
export function isSameOrigin(headers, publicOrigin) {
  const origin = headers.origin;
  if (!origin || origin === 'null') return false;
  if (origin === publicOrigin) return true;
  const host = headers.host;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}
