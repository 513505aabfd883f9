/**
 * How the staff command lines (`npm run registrations`, `npm run staff`) talk to the running API:
 * over HTTP (API_URL, default http://localhost:4000) with the staff key (STAFF_API_KEY, else the
 * embedded default in the data folder), so they work while the embedded database is held by the
 * API. A non-2xx answer throws `<status>: <the API's message>`.
 */
import { resolveStaffKey } from '../platform/config';

const apiUrl = (process.env.API_URL || 'http://localhost:4000').replace(/\/$/, '');

export async function callStaffApi(path: string, init: RequestInit = {}): Promise<unknown> {
  const key = resolveStaffKey(process.env);
  if (!key) throw new Error('No staff key: set STAFF_API_KEY');
  const res = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), 'x-staff-key': key, ...init.headers },
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`${res.status}: ${body.message ?? res.statusText}`);
  return body;
}
