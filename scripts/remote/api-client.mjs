/**
 * The one HTTP client of the remote commands: talks to the registry's API (API_URL, else the local
 * API of topology.json) with a team token (`Authorization: Bearer`) or the staff key
 * (`X-Staff-Key`), and turns every answer that is not 2xx into one ApiError whose message is the
 * API's own ("This token may act only on catalog"), so each command prints one clear line.
 */
import { API_URL } from '../shop-parts.mjs';

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {{ rule: string, message: string }[]} [failures] the publish gate's refusals (422)
   */
  constructor(status, message, failures = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.failures = failures;
  }
}

/** The API's base URL: API_URL, else the local API's port from topology.json. */
export function apiUrl(env = process.env) {
  return (env.API_URL || API_URL).replace(/\/$/, '');
}

/** Headers that prove who acts: `{ token }` of a team, or `{ staffKey }`. */
export function authHeaders(auth) {
  if (auth?.token) return { authorization: `Bearer ${auth.token}` };
  if (auth?.staffKey) return { 'x-staff-key': auth.staffKey };
  return {};
}

async function errorOf(res) {
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: a proxy's page, say
  }
  const message = body?.message || text.trim().slice(0, 200) || res.statusText;
  return new ApiError(res.status, `${res.status} ${message}`, Array.isArray(body?.failures) ? body.failures : []);
}

/**
 * A client bound to one API and one identity. `request(method, path, { json, form })` answers the
 * parsed JSON body (or null when empty) and throws ApiError for any other status.
 */
export function createClient({ baseUrl = apiUrl(), auth = null } = {}) {
  async function request(method, path, { json, form } = {}) {
    const headers = { accept: 'application/json', ...authHeaders(auth) };
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      body = form; // fetch sets the multipart boundary
    }
    let res;
    try {
      res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    } catch (error) {
      throw new ApiError(
        0,
        `The API at ${baseUrl} does not answer (${error.cause?.code ?? error.message}): is it running?`,
      );
    }
    if (!res.ok) throw await errorOf(res);
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  }
  return {
    baseUrl,
    request,
    get: (path) => request('GET', path),
    post: (path, json = {}) => request('POST', path, { json }),
  };
}
