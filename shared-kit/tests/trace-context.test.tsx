// @vitest-environment node
/**
 * The shared HTTP client's `traceparent` in a server render (http/trace-context.ts, issue 31): a
 * render given the shell's render span's traceparent sends it on the API calls its passes make, a
 * render given none sends none, and concurrent renders each send their own. Against a real HTTP
 * server on loopback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from 'shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '../src/http/client';
import { serverResource, useServerRender } from '../src/server-render';
import { readHtml, renderInPasses } from '../src/server-render-passes';

let server: http.Server;
let apiBase: string;
const seen: { url: string; traceparent: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const header = req.headers.traceparent;
    seen.push({ url: req.url ?? '', traceparent: typeof header === 'string' ? header : undefined });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ title: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiBase,
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

/** A page that reads one product through the shared client, as the catalog's pages do. */
function ProductPage({ slug }: { slug: string }) {
  const product = serverResource(useServerRender(), `product:${slug}`, () =>
    apiCall<{ title: string }>(`/Products/${slug}`),
  );
  return <h1>{product?.title ?? 'Loading'}</h1>;
}

const traceparentOf = (n: number) => `00-${String(n).padStart(32, 'a')}-${String(n).padStart(16, 'b')}-01`;

describe('the traceparent of a server render', () => {
  it("is sent on the render's API calls when the render is given one", async () => {
    const traceparent = traceparentOf(1);
    const page = await renderInPasses({ url: '/product/one', apiBase, traceparent }, () => <ProductPage slug="one" />);
    expect(await readHtml(page.stream)).toContain('/Products/one');
    expect(seen).toEqual([{ url: '/Products/one', traceparent }]);
  });

  it('is not sent when the render is given none', async () => {
    const page = await renderInPasses({ url: '/product/two', apiBase }, () => <ProductPage slug="two" />);
    await readHtml(page.stream);
    expect(seen).toEqual([{ url: '/Products/two', traceparent: undefined }]);
  });

  it('stays with its own render when renders run at once', async () => {
    const renders = [3, 4, 5].map((n) =>
      renderInPasses({ url: `/product/p${n}`, apiBase, traceparent: traceparentOf(n) }, () => (
        <ProductPage slug={`p${n}`} />
      )),
    );
    await Promise.all((await Promise.all(renders)).map((page) => readHtml(page.stream)));
    expect(seen.sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [3, 4, 5].map((n) => ({ url: `/Products/p${n}`, traceparent: traceparentOf(n) })),
    );
  });

  it('is not sent by a call outside any render', async () => {
    await apiCall('/Products/outside');
    expect(seen).toEqual([{ url: '/Products/outside', traceparent: undefined }]);
  });
});
