// @vitest-environment node
/**
 * The catalog's server entry (src/server/render-page.tsx, what the shell's server calls through the
 * catalog's published server build; docs/decisions/0017) against the real API: the answer settles
 * the page's data, head and status, and its HTML comes as a stream that starts with the resources
 * React was asked for.
 */
import { Readable } from 'node:stream';
import { readHtml } from 'shared-kit/server-render-passes';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../src/server/render-page';
import { catalogApiForEachTest } from './helpers/catalogApi';

// The shared setup empties the browser's session storage after each test; there is none here.
vi.stubGlobal('sessionStorage', { clear() {} });

const api = catalogApiForEachTest();
const ORIGIN = 'https://shop.example';

describe("the catalog's renderPage", () => {
  it('answers a product with its data, head and status, and its HTML as a stream', async () => {
    const page = await renderPage({ url: '/product/bridger-hr1', apiBase: api.url, origin: ORIGIN });
    expect(page.status).toBe(200);
    expect(page.head.title).toMatch(/Bridger HR-1/);
    expect(page.head.jsonLd?.map((item) => (item as { '@type': string })['@type'])).toContain('Product');
    expect(Object.keys(page.data).length).toBeGreaterThan(0);
    expect(page.stream).toBeInstanceOf(Readable);
    const html = await readHtml(page.stream);
    expect(html).toMatch(/<h1[^>]*>Bridger HR-1<\/h1>/);
    expect(html).not.toContain('<script');
    // Its largest image first (the shell moves it into the page's head), then the page.
    expect(html).toMatch(
      /^<link rel="preload" as="image" href="[^"]+bridger-hr1[^"]*" fetchPriority="high"\/><div data-boundary="catalog"/,
    );
  });

  it("shows the version the shell's server chose for the page (its runtime config) as the boundary's data-release", async () => {
    const config = {
      apiBase: api.url,
      remotes: { catalog: { version: '2026-11-27T10-00-00-000Z-1a2b3c4d', entry: 'https://c/mf-manifest.json' } },
      providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
    } as const;
    const page = await renderPage({ url: '/product/bridger-hr1', apiBase: api.url, origin: ORIGIN, config });
    expect(await readHtml(page.stream)).toContain(
      '<div data-boundary="catalog" data-release="2026-11-27T10-00-00-000Z-1a2b3c4d"',
    );
  });

  it("draws a collection's controls disabled: they act through the page's code, so they wait for it", async () => {
    const rifles = await readHtml(
      (await renderPage({ url: '/collection/rifles', apiBase: api.url, origin: ORIGIN })).stream,
    );
    // The search box, the sort and the filters are each inside a disabled fieldset.
    expect(rifles).toMatch(
      /<fieldset disabled(?:="")? style="display:contents;?">(?:(?!<\/fieldset>)[\s\S])*type="search"/,
    );
    expect(rifles).toMatch(/<fieldset disabled(?:="")? style="display:contents;?">(?:(?!<\/fieldset>)[\s\S])*<select/);
    expect(rifles).toMatch(/<fieldset disabled(?:="")? style="display:contents;?"><fieldset/);
    const pistols = await readHtml(
      (await renderPage({ url: '/collection/pistols', apiBase: api.url, origin: ORIGIN })).stream,
    );
    const tabs = pistols.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) expect(tab).toMatch(/ disabled(="")?[ />]/);
  });

  it('answers 404 for a product that does not exist', async () => {
    const page = await renderPage({ url: '/product/no-such-product', apiBase: api.url, origin: ORIGIN });
    expect(page.status).toBe(404);
    expect((await readHtml(page.stream)).length).toBeGreaterThan(0);
  });
});
