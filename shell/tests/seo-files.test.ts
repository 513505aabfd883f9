// @vitest-environment node
/**
 * The shell server's files for search engines (issue 14, server/sitemap.mjs): robots.txt, and the
 * sitemap read from the real API (in process, seeded database, over real HTTP): every product of
 * the store is in it, as one urlset or through an index of parts; 503 while the API is down.
 */
import { DEAD_URL, productGroups, products, type RealApi, startRealApi, storeProducts } from 'api/testkit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROBOTS_DISALLOWED,
  registerSeoFiles,
  type SeoFilesOptions,
  SITEMAP_URL_LIMIT,
  urlsetXml,
  xmlEscape,
} from '../server/sitemap.mjs';

const ORIGIN = 'https://shop.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let api: RealApi;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  api = await startRealApi();
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api?.stop();
});

async function shellWith(options: Partial<SeoFilesOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  registerSeoFiles(app, { apiBase: api.url, publicOrigin: `${ORIGIN}/`, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '',
  );

const ENTRY = '<loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?';

/** The entries of a urlset or sitemap index; fails unless the document has exactly that form. */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex'): Array<{ loc: string; lastmod?: string }> {
  const item = root === 'urlset' ? 'url' : 'sitemap';
  const shape = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${root} xmlns="${NS}">\\n(?:<${item}>${ENTRY}</${item}>\\n)*</${root}>\\n$`,
  );
  expect(xml).toMatch(shape);
  return [...xml.matchAll(new RegExp(`<${item}>${ENTRY}</${item}>`, 'g'))].map(([, loc = '', lastmod]) => ({
    loc: unescapeXml(loc),
    ...(lastmod ? { lastmod } : {}),
  }));
}

/** Every product slug of the API's store. */
async function storedProductSlugs(): Promise<string[]> {
  const rows = await api.db.selectFrom('content_documents').select('key').where('kind', '=', 'product').execute();
  return rows.map((row) => row.key).sort();
}

const productSlugsIn = (locs: string[]) =>
  locs
    .filter((loc) => loc.startsWith(`${ORIGIN}/product/`))
    .map((loc) => decodeURIComponent(loc.slice(`${ORIGIN}/product/`.length)))
    .sort();

describe('robots.txt', () => {
  it('lets every crawler in except the private pages, and names the sitemap', async () => {
    const app = await shellWith();
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/checkout', '/confirm', '/profile', '/login', '/register', '/forgot-password', '/auth/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /api/');
    // Prefix rules: product registration and the product images stay readable.
    expect(lines).toContain('Allow: /registration');
    expect(lines).toContain('Allow: /api/media/');
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(ROBOTS_DISALLOWED.length);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists every page, collection and product of the store in one urlset while they fit', async () => {
    const app = await shellWith();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const urls = entriesOf(response.body, 'urlset');
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);

    expect(productSlugsIn(locs)).toEqual(await storedProductSlugs());
    expect(productSlugsIn(locs)).toEqual(products.map((p) => p.slug).sort());
    for (const group of productGroups) expect(locs).toContain(`${ORIGIN}/collection/${group.slug}`);
    expect(locs[0]).toBe(`${ORIGIN}/`);
    for (const path of ['/about-us', '/faq', '/warranty', '/support', '/copy/terms', '/dealer-locator', '/reviews']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ['/login', '/register', '/checkout', '/profile']) expect(locs).not.toContain(`${ORIGIN}${path}`);

    const product = urls.find((url) => url.loc === `${ORIGIN}/product/${products[0]?.slug}`);
    expect(product?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(urls.find((url) => url.loc === `${ORIGIN}/reviews`)?.lastmod).toBeUndefined();
  });

  it('becomes an index of parts of at most the limit, which together hold every product', async () => {
    const seed = products[0];
    if (!seed) throw new Error('the seed has products');
    // A product added to the store appears, its slug escaped for the URL and for XML.
    await storeProducts(api.db, [
      { ...seed, documentId: 'doc-sitemap-test', slug: "o'hara-sling-&-co", title: "O'Hara Sling & Co" },
    ]);
    const limit = 7;
    const app = await shellWith({ urlLimit: limit });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = entriesOf(response.body, 'sitemapindex');

    const stored = await storedProductSlugs();
    expect(index.length).toBeGreaterThanOrEqual(Math.ceil((stored.length + productGroups.length) / limit));
    expect(index.map((part) => part.loc)).toEqual(index.map((_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));

    const locs: string[] = [];
    for (const part of index) {
      const answer = await app.inject(part.loc.slice(ORIGIN.length));
      expect(answer.statusCode, part.loc).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = entriesOf(answer.body, 'urlset');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(limit);
      // An index entry's lastmod is the latest of its part's.
      const latest = urls
        .map((url) => url.lastmod ?? '')
        .sort()
        .at(-1);
      expect(part.lastmod ?? '').toBe(latest);
      locs.push(...urls.map((url) => url.loc));
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(index.length).toBe(Math.ceil(locs.length / limit));
    expect(productSlugsIn(locs)).toEqual(stored);
    expect(stored).toContain("o'hara-sling-&-co");
    expect(locs).toContain(`${ORIGIN}/product/o'hara-sling-%26-co`);
    const raw = (await Promise.all(index.map((part) => app.inject(part.loc.slice(ORIGIN.length))))).map((r) => r.body);
    expect(raw.join('')).toContain(`<loc>${ORIGIN}/product/o&apos;hara-sling-%26-co</loc>`);

    expect((await app.inject(`/sitemaps/${index.length + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/0.xml')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/one.xml')).statusCode).toBe(404);
  });

  it('asks the API again with its ETag: an unchanged list costs a 304', async () => {
    const app = await shellWith();
    api.forgetRequests();
    const first = await app.inject('/sitemap.xml');
    const second = await app.inject('/sitemap.xml');
    expect(second.body).toBe(first.body);
    const calls = api.calls('GET', '/strapi/sitemap');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['if-none-match']).toBeUndefined();
    expect(calls[1]?.headers['if-none-match']).toMatch(/^"[\w-]+"$/);
  });

  it('answers 503 with a short text while the API cannot be reached, never a 500', async () => {
    const down = await shellWith({ apiBase: DEAD_URL });
    for (const path of ['/sitemap.xml', '/sitemaps/1.xml']) {
      const response = await down.inject(path);
      expect(response.statusCode, path).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['retry-after']).toBe('120');
      expect(response.body).toBe('The sitemap is unavailable right now. Please try again later.\n');
    }
    // robots.txt does not need the API.
    expect((await down.inject('/robots.txt')).statusCode).toBe(200);

    const failing = await shellWith({ fetchImpl: async () => new Response('oops', { status: 500 }) });
    expect((await failing.inject('/sitemap.xml')).statusCode).toBe(503);
    const garbled = await shellWith({ fetchImpl: async () => Response.json({ data: { products: 'x' } }) });
    expect((await garbled.inject('/sitemap.xml')).statusCode).toBe(503);
    const hanging = await shellWith({
      timeoutMs: 50,
      fetchImpl: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    expect((await hanging.inject('/sitemap.xml')).statusCode).toBe(503);
  });
});

describe('the XML', () => {
  it('escapes what XML would read as markup', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlsetXml([{ loc: 'https://shop.example/?a=1&b=<2>' }])).toContain(
      '<url><loc>https://shop.example/?a=1&amp;b=&lt;2&gt;</loc></url>',
    );
  });
});
