/**
 * A real HTTP server on loopback that answers the content pages the shell reads, so header and
 * footer tests go through the real HTTP client. Each test says what the pages answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppPage, type FooterPage, setRuntimeConfig } from 'shared-contracts';

export type PageAnswer<T> = T | { status: number };

export interface ContentServer {
  answers: { app: PageAnswer<AppPage>; footer: PageAnswer<FooterPage> };
  requests: string[];
  close(): Promise<void>;
}

export async function startContentServer(): Promise<ContentServer> {
  const state: ContentServer = {
    answers: { app: { status: 404 }, footer: { status: 404 } },
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    state.requests.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    const name = req.url === '/strapi/page/app' ? 'app' : req.url === '/strapi/page/footer' ? 'footer' : null;
    const answer = name ? state.answers[name] : { status: 404 };
    if ('status' in answer) {
      res.statusCode = answer.status;
      return res.end(JSON.stringify({ message: 'Content unavailable' }));
    }
    res.end(JSON.stringify({ data: answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    apiBase: `http://127.0.0.1:${port}`,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
