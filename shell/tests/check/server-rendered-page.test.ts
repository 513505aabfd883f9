/**
 * How the shell's server puts a remote's server render into its page (server-rendered-page.mjs):
 * head tags from what the page declared, the page in two parts around the owner's element (its
 * HTML is streamed between them), the data block, and nothing in the rendered text read as a
 * replacement pattern. And how the owner's HTML is read (owner-html.mjs): React's resource links
 * taken off its start for the head, the rest replayed to every request that shares the render.
 */
import { describe, expect, it } from 'vitest';
import { withoutDataBlock } from '../../server/html-text.mjs';
import { leadingResources, replayable } from '../../server/owner-html.mjs';
import { headTags, withServerRender } from '../../server/server-rendered-page.mjs';

const SHELL_PAGE =
  '<!doctype html><html><head><meta name="description" content="Default" /><title>Halvorsen Arms</title></head>' +
  '<body><main id="shop-main" tabindex="-1"></main><noscript>Halvorsen Arms needs JavaScript to show the shop.</noscript></body></html>';

const rendered = (head = {}, resources = '') => ({
  resources,
  data: { 'product:x': { title: 'X' } },
  head,
  serverDataId: 'catalog-server-data',
});

/** The page as sent: its start, the owner's HTML, its end. */
const whole = ({ start, end }: { start: string; end: string }, ownerHtml: string) => start + ownerHtml + end;

describe('a server-rendered page', () => {
  it('carries the title, description, canonical URL and social tags the page declared', () => {
    const page = whole(
      withServerRender(SHELL_PAGE, {
        owner: 'catalog',
        rendered: rendered({
          title: 'Bridger HR-1 | Halvorsen Arms',
          description: 'A "rifle" & more',
          type: 'product',
          image: '/media/x.jpg',
        }),
        origin: 'https://shop.example',
        pathname: '/product/x',
      }),
      '<h1>X</h1>',
    );
    expect(page).toContain('<title>Bridger HR-1 | Halvorsen Arms</title>');
    expect(page).toContain('<meta name="description" content="A &quot;rifle&quot; &amp; more" />');
    expect(page).toContain('<link rel="canonical" href="https://shop.example/product/x">');
    expect(page).toContain('<meta property="og:type" content="product">');
    expect(page).toContain('<meta property="og:image" content="https://shop.example/media/x.jpg">');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).not.toContain('needs JavaScript');
  });

  it("is made in two parts around the owner's element, the data in a JSON block at the end", () => {
    const { start, end } = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: rendered(),
      origin: '',
      pathname: '/product/x',
    });
    expect(start).toMatch(
      /<\/head><body><main id="shop-main" tabindex="-1"><div id="single-spa-application:catalog" data-server-rendered="catalog">$/,
    );
    expect(end).toBe(
      '</div></main><script type="application/json" id="catalog-server-data">{"path":"/product/x","data":{"product:x":{"title":"X"}}}</script></body></html>',
    );
    // Should the owner's HTML fail once sent, the page ends without its data (the browser renders it).
    expect(withoutDataBlock(end, 'catalog-server-data')).toBe('</div></main></body></html>');
  });

  it("keeps a title such as $1 off as written (no replacement patterns) and puts React's resource links first in the head", () => {
    const { start } = withServerRender(SHELL_PAGE, {
      owner: 'catalog',
      rendered: rendered({ title: 'Sale $1 off' }, '<link rel="preload" as="image" href="/a.jpg"/>'),
      origin: '',
      pathname: '/',
    });
    expect(start).toContain('<title>Sale $1 off</title>');
    // Before the title and every other hint: the page's largest image is asked for first.
    expect(start).toContain('<link rel="preload" as="image" href="/a.jpg"/><title>Sale $1 off</title>');
  });

  it('cannot be broken out of by its data or structured data', () => {
    const page = whole(
      withServerRender(SHELL_PAGE, {
        owner: 'catalog',
        rendered: { ...rendered(), data: { evil: '</script><script>alert(1)</script>' } },
        origin: '',
        pathname: '/',
      }),
      '<p>x</p>',
    );
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

async function* chunksOf(...chunks: (string | Buffer)[]) {
  for (const chunk of chunks) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  }
}

async function readAll(reader: AsyncGenerator<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of reader) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe("the owner's HTML", () => {
  it('gives up the resource links React put at its start, however the chunks split them', async () => {
    const source = chunksOf(
      '<link rel="preload" as="image" href="/a.jpg"/><li',
      'nk rel="preload" href="/b',
      '.jpg"/>',
      '<h1>X</h1>',
      '<p>y</p>',
    );
    const { resources, first } = await leadingResources(source);
    expect(resources).toBe('<link rel="preload" as="image" href="/a.jpg"/><link rel="preload" href="/b.jpg"/>');
    expect(first.toString()).toBe('<h1>X</h1>');
    // The rest is left in the source.
    expect(await readAll(replayable(first, source, { timeoutMs: 1000 }).read())).toBe('<h1>X</h1><p>y</p>');
  });

  it('splits after the links, passing on the bytes read after them as they are, and reads no further', async () => {
    const text = Buffer.from('<link rel="preload" href="/é.jpg"/>€ 5');
    const source = chunksOf(text.subarray(0, 30), text.subarray(30, 37), text.subarray(37), '<p>more</p>');
    const { resources, first } = await leadingResources(source);
    expect(resources).toBe('<link rel="preload" href="/é.jpg"/>');
    // The first byte of the euro sign: the rest of it follows in the next chunk.
    expect(first).toEqual(Buffer.from('€').subarray(0, 1));
    expect(await readAll(replayable(first, source, { timeoutMs: 1000 }).read())).toBe('€ 5<p>more</p>');
  });

  it('may have no resources, or be empty', async () => {
    expect(await leadingResources(chunksOf('<h1>X</h1>'))).toEqual({ resources: '', first: Buffer.from('<h1>X</h1>') });
    expect(await leadingResources(chunksOf('<li>'))).toEqual({ resources: '', first: Buffer.from('<li>') });
    expect(await leadingResources(chunksOf())).toEqual({ resources: '', first: Buffer.alloc(0) });
  });

  it('is replayed whole to every reader, those that start while it is read and those after', async () => {
    const html = replayable(Buffer.from('<h1>X</h1>'), chunksOf('<p>1</p>', '<p>2</p>', '<p>3</p>'), {
      timeoutMs: 1000,
    });
    const early = readAll(html.read());
    const alsoEarly = readAll(html.read());
    await html.ended;
    const late = readAll(html.read());
    for (const reader of [early, alsoEarly, late]) expect(await reader).toBe('<h1>X</h1><p>1</p><p>2</p><p>3</p>');
  });

  it('reports a failure to every reader where it happened, and must end within its time', async () => {
    async function* breaks() {
      yield Buffer.from('<p>1</p>');
      throw new Error('the stream broke');
    }
    const broken = replayable(Buffer.alloc(0), breaks(), { timeoutMs: 1000 });
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of broken.read()) got.push(`${chunk}`);
      })(),
    ).rejects.toThrow('the stream broke');
    expect(got).toEqual(['<p>1</p>']);
    await expect(broken.ended).rejects.toThrow('the stream broke');
    await expect(readAll(broken.read())).rejects.toThrow('the stream broke');

    const stalled = replayable(Buffer.from('<p>1</p>'), chunksOf('<p>2</p>', ...Array(50).fill('<p>more</p>')), {
      timeoutMs: 20,
    });
    await expect(readAll(stalled.read())).rejects.toThrow('did not end within 20 ms');
  });
});
