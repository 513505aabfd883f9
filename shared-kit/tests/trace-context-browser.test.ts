/**
 * The shared HTTP client's `traceparent` in the browser (http/trace-context.ts, issue 31): sent on
 * the page's first calls only when the page carries `<meta name="traceparent">` (the shell's
 * server writes it only while tracing), never on a simple call (it would ask a CORS preflight), and
 * no more than BROWSER_TRACED_CALLS times. Against a real HTTP server on loopback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from 'shared-contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '../src/http/client';
import { BROWSER_TRACED_CALLS, resetBrowserTracedCalls } from '../src/http/trace-context';

let server: http.Server;
const seen: (string | undefined)[] = [];
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'x-request-id, traceparent, content-type');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    const header = req.headers.traceparent;
    seen.push(typeof header === 'string' ? header : undefined);
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setRuntimeConfig({
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  resetBrowserTracedCalls(performance.now());
});
afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="traceparent"]')) meta.remove();
});

function pageWithTraceparent(content: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'traceparent');
  meta.setAttribute('content', content);
  document.head.append(meta);
}

describe('the traceparent of a page in the browser', () => {
  it('is sent on the first calls of a page that carries it, up to the limit', async () => {
    pageWithTraceparent(TRACEPARENT);
    for (let call = 0; call < BROWSER_TRACED_CALLS + 2; call++) await apiCall('/ok');
    expect(seen.slice(0, BROWSER_TRACED_CALLS)).toEqual(Array(BROWSER_TRACED_CALLS).fill(TRACEPARENT));
    expect(seen.slice(BROWSER_TRACED_CALLS)).toEqual([undefined, undefined]);
  });

  it('is not sent by a page without it (tracing off)', async () => {
    await apiCall('/ok');
    await apiCall('/ok');
    expect(seen).toEqual([undefined, undefined]);
  });

  it('is not sent on a simple call, nor when it is malformed', async () => {
    pageWithTraceparent(TRACEPARENT);
    await apiCall('/ok', { simple: true });
    expect(seen).toEqual([undefined]);
    document.querySelector('meta[name="traceparent"]')?.setAttribute('content', '00-zz-"><script>-01');
    await apiCall('/ok');
    expect(seen).toEqual([undefined, undefined]);
  });
});
