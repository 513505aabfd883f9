/**
 * `GET /strapi/sitemap` (issue 14): every product and collection in the store by slug and every
 * published content page by its site path, each with its document's last change; ETag and 304 like
 * the other content answers.
 */
import type { SitemapAnswer } from 'shared-contracts/api/catalog-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePages, storeProducts } from '../../src/modules/content/index';
import { PAGE_PATHS } from '../../src/modules/content/service';
import { FIXTURE_CONTENT, fixtureProduct } from '../support/fixture-content';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ content: FIXTURE_CONTENT });
});
afterAll(async () => t?.close());

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/strapi/sitemap', headers });
const sitemap = async () => ((await get()).json() as SitemapAnswer).data;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /strapi/sitemap', () => {
  it('lists every product and collection of the store by slug, sorted, with its last change', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { products, collections } = (response.json() as SitemapAnswer).data;
    expect(products.map((p) => p.slug)).toEqual(FIXTURE_CONTENT.products.map((p) => p.slug).sort());
    expect(collections.map((c) => c.slug)).toEqual(['rifles']);
    for (const entry of [...products, ...collections]) expect(entry.updatedAt).toMatch(ISO);
  });

  it('lists the published content pages by site path (home first), then the pages without a document', async () => {
    const { pages } = await sitemap();
    expect(pages.map((p) => p.path)).toEqual(['/', '/faq', '/reviews']);
    expect(pages[0]?.updatedAt).toMatch(ISO);
    expect(pages.at(-1)?.updatedAt).toBeNull();
  });

  it('gives a page its site path and leaves out the chrome and the sign-in screens', async () => {
    expect(PAGE_PATHS).toMatchObject({ aboutus: '/about-us', terms: '/copy/terms', patent: '/patents' });
    await storePages(t.db, {
      aboutus: { heading: 'About' },
      footer: { nav_links: [] },
      login: { title: 'Sign in' },
      privacy: { title: 'Privacy' },
    });
    const paths = (await sitemap()).pages.map((p) => p.path);
    expect(paths).toEqual(['/', '/about-us', '/faq', '/copy/privacy', '/reviews']);
    await t.db.deleteFrom('content_documents').where('kind', '=', 'page').where('key', '=', 'aboutus').execute();
    expect((await sitemap()).pages.map((p) => p.path)).not.toContain('/about-us');
  });

  it('follows the store: a new product is listed, a changed one carries its new time', async () => {
    const before = await sitemap();
    const capBefore = before.products.find((p) => p.slug === 'field-cap')?.updatedAt ?? '';
    const cap = FIXTURE_CONTENT.products.find((p) => p.slug === 'field-cap');
    if (!cap) throw new Error('the fixture has the field cap');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storeProducts(t.db, [
      { ...cap, subtitle: 'Waxed cotton' },
      fixtureProduct({ documentId: 'doc-apex', slug: 'apex-10', title: 'Apex 10' }),
    ]);
    const after = await sitemap();
    expect(after.products.map((p) => p.slug)).toEqual(['apex-10', 'bravo-9-compact', 'field-cap', 'ridgeline-308']);
    const capAfter = after.products.find((p) => p.slug === 'field-cap')?.updatedAt ?? '';
    expect(Date.parse(capAfter)).toBeGreaterThan(Date.parse(capBefore));
    const ridgeline = (answer: typeof before) => answer.products.find((p) => p.slug === 'ridgeline-308');
    expect(ridgeline(after)).toEqual(ridgeline(before));
  });

  it('carries an ETag and answers 304 while nothing changed', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await storePages(t.db, { faq: { faqItemList: [] } });
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(200);
  });
});
