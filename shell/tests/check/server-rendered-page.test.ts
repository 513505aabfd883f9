/**
 * How the shell's server puts a remote's server render into its page (server-rendered-page.mjs):
 * head tags from what the page declared, the HTML in the owner's element, the data block, and
 * nothing in the rendered text read as a replacement pattern.
 */
import { describe, expect, it } from 'vitest';
import { headTags, withServerRender } from '../../server/server-rendered-page.mjs';

const SHELL_PAGE =
  '<!doctype html><html><head><meta name="description" content="Default" /><title>Halvorsen Arms</title></head>' +
  '<body><main id="shop-main" tabindex="-1"></main><noscript>Halvorsen Arms needs JavaScript to show the shop.</noscript></body></html>';

const rendered = (html: string, head = {}) => ({
  html,
  data: { 'product:x': { title: 'X' } },
  head,
  serverDataId: 'catalog-server-data',
});

describe('a server-rendered page', () => {
  it('carries the title, description, canonical URL and social tags the page declared', () => {
    const page = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: rendered('<h1>X</h1>', {
        title: 'Bridger HR-1 | Halvorsen Arms',
        description: 'A "rifle" & more',
        type: 'product',
        image: '/media/x.jpg',
      }),
      origin: 'https://shop.example',
      pathname: '/product/x',
    });
    expect(page).toContain('<title>Bridger HR-1 | Halvorsen Arms</title>');
    expect(page).toContain('<meta name="description" content="A &quot;rifle&quot; &amp; more" />');
    expect(page).toContain('<link rel="canonical" href="https://shop.example/product/x">');
    expect(page).toContain('<meta property="og:type" content="product">');
    expect(page).toContain('<meta property="og:image" content="https://shop.example/media/x.jpg">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).not.toContain('needs JavaScript');
  });

  it("puts the HTML in the owner's element and the data in a JSON block", () => {
    const page = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: rendered('<h1>X</h1>'),
      origin: '',
      pathname: '/product/x',
    });
    expect(page).toContain(
      '<main id="shop-main" tabindex="-1"><div id="single-spa-application:catalog" data-server-rendered="catalog"><h1>X</h1></div></main>',
    );
    expect(page).toContain(
      '<script type="application/json" id="catalog-server-data">{"path":"/product/x","data":{"product:x":{"title":"X"}}}</script>',
    );
  });

  it("keeps prices such as $169.00 as written (no replacement patterns) and moves React's resource links to the head", () => {
    const page = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: rendered('<link rel="preload" as="image" href="/a.jpg"/><p>+ $169.00 and $&amp; $1</p>', {
        title: 'Sale $1 off',
      }),
      origin: '',
      pathname: '/',
    });
    expect(page).toContain('<p>+ $169.00 and $&amp; $1</p>');
    expect(page).toContain('<title>Sale $1 off</title>');
    expect(page).toMatch(/<link rel="preload" as="image" href="\/a.jpg"\/><\/head>/);
    expect(page).toContain('data-server-rendered="catalog"><p>');
  });

  it('cannot be broken out of by its data or structured data', () => {
    const page = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: { ...rendered('<p>x</p>'), data: { evil: '</script><script>alert(1)</script>' } },
      origin: '',
      pathname: '/',
    });
    expect(page).not.toContain('</script><script>alert(1)');
    const tags = headTags({
      head: { jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      origin: '',
      pathname: '/',
    });
    expect(tags).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });
});
