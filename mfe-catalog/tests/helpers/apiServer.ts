/**
 * A real HTTP server standing in for the API in component tests: routes answer JSON, every
 * request is recorded, CORS is open like the real API's. Components talk to it through the
 * shared HTTP client exactly as in the browser.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from 'shared-contracts';

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

export type Route = (req: {
  method: string;
  path: string;
  body: unknown;
}) => { status?: number; json: unknown } | undefined;

export interface ApiServer {
  url: string;
  requests: Recorded[];
  route(handler: Route): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startApiServer(): Promise<ApiServer> {
  const requests: Recorded[] = [];
  let handler: Route = () => undefined;
  const server: Server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    requests.push({ method, path, body });
    const answer = handler({ method, path, body });
    res.setHeader('Content-Type', 'application/json');
    if (!answer) {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: `No route for ${path}` }));
      return;
    }
    res.statusCode = answer.status ?? 200;
    res.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  setRuntimeConfig({
    apiBase: url,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });
  return {
    url,
    requests,
    route(next) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
