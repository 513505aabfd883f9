// @vitest-environment node
/**
 * Rendering in passes (kit/server-render-passes): the passes decide the data, the head and the
 * status before the answer resolves; the last pass's HTML is then a stream (read once) that starts
 * with the resources React asked for, holds every Suspense boundary inline, and is not rendered a
 * second time. A component that throws fails the render before anything is streamed.
 */
import { Readable } from 'node:stream';
import { lazy, Suspense } from 'react';
import { preload } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { preactRenders } from '../src/renderer';
import { serverResource, useHttpStatus, useServerRender } from '../src/server-render';
import { readHtml, renderInPasses } from '../src/server-render-passes';

const request = { url: '/product/x', apiBase: 'https://api.shop.example', origin: 'https://shop.example' };

/** A page that wants a product, then its price (a second pass), as the catalog's pages do. */
function ProductPage({ renders }: { renders: string[] }) {
  const server = useServerRender();
  const product = serverResource(server, 'product:x', async () => ({ title: 'Bridger', sku: 'b1' }));
  const price = product ? serverResource(server, `price:${product.sku}`, async () => 1299) : undefined;
  renders.push(product ? (price === undefined ? 'product' : 'product+price') : 'nothing');
  if (server && product) server.head.title = `${product.title} | Shop`;
  return (
    <h1>
      {product?.title ?? 'Loading'} {price === undefined ? '' : `$${price}`}
    </h1>
  );
}

function Missing() {
  useHttpStatus(404);
  return <p>Not found</p>;
}

function Hero() {
  preload('https://api.shop.example/media/hero.jpg', { as: 'image' });
  return <p>hero</p>;
}

function Broken(): never {
  throw new Error('broken component');
}

function DataFails() {
  serverResource(useServerRender(), 'product:x', async () => {
    throw new Error('API answered 500');
  });
  return <p>x</p>;
}

describe('renderInPasses', () => {
  it('loads what each pass wanted, and answers the data, head and status with the HTML as a stream', async () => {
    const renders: string[] = [];
    const page = await renderInPasses(request, () => <ProductPage renders={renders} />);
    expect(page.stream).toBeInstanceOf(Readable);
    expect(page.data).toEqual({ 'product:x': { title: 'Bridger', sku: 'b1' }, 'price:b1': 1299 });
    expect(page.head).toEqual({ title: 'Bridger | Shop' });
    expect(page.status).toBe(200);
    // Three passes, and the last one is not rendered again for its HTML.
    expect(renders).toEqual(['nothing', 'product', 'product+price']);
    // React separates adjacent text nodes with `<!-- -->`; Preact writes the text as it is.
    expect(await readHtml(page.stream)).toBe(
      preactRenders ? '<h1>Bridger $1299</h1>' : '<h1>Bridger<!-- --> <!-- -->$1299</h1>',
    );
  });

  it("answers the status the page declared (404 for a product that doesn't exist)", async () => {
    const page = await renderInPasses(request, () => <Missing />);
    expect(page.status).toBe(404);
    expect(await readHtml(page.stream)).toBe('<p>Not found</p>');
  });

  it('waits for lazy chunks and suspended boundaries: the HTML is whole, with no fallback or script', async () => {
    const Lazy = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { default: () => <p>the page chunk</p> };
    });
    const page = await renderInPasses(request, () => (
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    ));
    const html = await readHtml(page.stream);
    // The boundary's markers: React's `<!--$-->`, Preact's `<!--$s-->` (each renderer's own hydration).
    expect(html).toBe(
      preactRenders ? '<!--$s--><p>the page chunk</p><!--/$s-->' : '<!--$--><p>the page chunk</p><!--/$-->',
    );
    expect(html).not.toContain('<script');
  });

  it('puts the resources React was asked for at the start of the stream', async () => {
    const page = await renderInPasses(request, () => <Hero />);
    expect(await readHtml(page.stream)).toBe(
      '<link rel="preload" href="https://api.shop.example/media/hero.jpg" as="image"/><p>hero</p>',
    );
  });

  it('streams a large page whole, however slowly it is read', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `row ${i}`);
    const page = await renderInPasses(request, () => (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    ));
    const chunks: string[] = [];
    for await (const chunk of page.stream) {
      chunks.push(String(chunk));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const html = chunks.join('');
    expect(html.startsWith('<ul><li>row 0</li>')).toBe(true);
    expect(html.endsWith('<li>row 1999</li></ul>')).toBe(true);
  });

  it('fails before anything is streamed when a component throws, even inside a Suspense boundary', async () => {
    await expect(renderInPasses(request, () => <Broken />)).rejects.toThrow('broken component');
    await expect(
      renderInPasses(request, () => (
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      )),
    ).rejects.toThrow('broken component');
  });

  it('fails when data cannot be loaded', async () => {
    await expect(renderInPasses(request, () => <DataFails />)).rejects.toThrow('API answered 500');
  });

  it('stops when the shell aborts (its budget is spent)', async () => {
    const Never = lazy(() => new Promise<never>(() => {}));
    const controller = new AbortController();
    const rendering = renderInPasses({ ...request, signal: controller.signal }, () => (
      <Suspense fallback={null}>
        <Never />
      </Suspense>
    ));
    setTimeout(() => controller.abort(new Error('render exceeded its budget')), 20);
    await expect(rendering).rejects.toThrow('render exceeded its budget');
  });
});
