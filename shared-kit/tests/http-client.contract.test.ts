/**
 * The shared HTTP client against a real HTTP server on loopback: headers it sends, the error toast
 * it raises and the loading counter it keeps.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadingCount, notify, SESSION_KEYS, type ShopNotification, setRuntimeConfig } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError, apiCall, errorToastText } from '../src/http/client';

let server: http.Server;
const seenHeaders: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, x-request-id, x-guest-id, content-type');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    seenHeaders.push(req.headers);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/ok') return res.end(JSON.stringify({ ok: true }));
    if (req.url === '/message') {
      res.statusCode = 400;
      return res.end(JSON.stringify({ message: 'Discount code is invalid', title: 'Bad Request' }));
    }
    if (req.url === '/title') {
      res.statusCode = 409;
      return res.end(JSON.stringify({ title: 'Conflict' }));
    }
    res.statusCode = 500;
    res.end('not json');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    apiBase: `http://127.0.0.1:${port}`,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  localStorage.clear();
  seenHeaders.length = 0;
  loadingCount.emit(0);
});

function collectNotifications() {
  const seen: ShopNotification[] = [];
  const stop = notify.subscribe((n) => seen.push(n));
  return { seen, stop };
}

describe('shared HTTP client', () => {
  it('sends a fresh X-Request-ID on every call', async () => {
    await apiCall('/ok');
    await apiCall('/ok');
    const ids = seenHeaders.map((h) => h['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends the guest id when there is no access token, and the bearer token when signed in', async () => {
    localStorage.setItem(SESSION_KEYS.guestToken, 'gid_123');
    await apiCall('/ok');
    expect(seenHeaders[0]?.['x-guest-id']).toBe('gid_123');
    expect(seenHeaders[0]?.authorization).toBeUndefined();

    localStorage.setItem(SESSION_KEYS.accessToken, 'jwt-token');
    await apiCall('/ok');
    expect(seenHeaders[1]?.authorization).toBe('Bearer jwt-token');
    expect(seenHeaders[1]?.['x-guest-id']).toBeUndefined();
  });

  it('sends a simple request without the request id or the session (no CORS preflight)', async () => {
    localStorage.setItem(SESSION_KEYS.guestToken, 'gid_123');
    localStorage.setItem(SESSION_KEYS.accessToken, 'jwt-token');
    await apiCall('/ok', { simple: true });
    expect(seenHeaders[0]).not.toHaveProperty('x-request-id');
    expect(seenHeaders[0]).not.toHaveProperty('x-guest-id');
    expect(seenHeaders[0]).not.toHaveProperty('authorization');
  });

  it("toasts 'Error: ' + the server message", async () => {
    const { seen, stop } = collectNotifications();
    const error = (await apiCall('/message').catch((e) => e)) as ApiCallError;
    stop();
    expect(error).toBeInstanceOf(ApiCallError);
    expect(seen).toEqual([{ type: 'error', message: 'Error: Discount code is invalid' }]);
    expect(error.announced).toBe(true);
  });

  it("toasts the title when the server sent no message, else the client's message", async () => {
    const { seen, stop } = collectNotifications();
    await apiCall('/title').catch(() => {});
    await apiCall('/broken').catch(() => {});
    stop();
    expect(seen.map((n) => n.message)).toEqual(['Error: Conflict', 'Error: Request failed with status 500']);
  });

  it('lets a caller handle an expected error itself (404 on the guest cart)', async () => {
    const { seen, stop } = collectNotifications();
    const error = (await apiCall('/missing', { skipErrorHandler: (e) => e.status === 500 }).catch(
      (e) => e,
    )) as ApiCallError;
    stop();
    expect(error.status).toBe(500);
    expect(seen).toEqual([]);
    expect(error.announced).toBe(false);
  });

  it('counts outstanding requests for the loading indicator, but not silent ones (token refresh)', async () => {
    const counts: number[] = [];
    const stop = loadingCount.subscribe((n) => counts.push(n));
    await apiCall('/ok');
    await apiCall('/ok', { silentLoading: true });
    await apiCall('/message').catch(() => {});
    stop();
    expect(counts).toEqual([0, 1, 0, 1, 0]);
  });

  it('builds the toast text from the error body', () => {
    expect(errorToastText(new ApiCallError('client text', 400, { message: '', title: 'Title' }))).toBe('Error: Title');
    expect(errorToastText(new ApiCallError('client text', undefined, undefined))).toBe('Error: client text');
  });
});
