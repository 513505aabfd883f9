/**
 * HydrateLater (src/hydrate-later.tsx): under Preact, a part of a server-drawn page is hydrated in a
 * task after the rest of the page, on the server's own elements; a part the browser draws itself
 * renders at once. Under React the part is hydrated with the page. Either way the part says when it
 * is on the page.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from '../src/hydrate-later';
import { preactRenders } from '../src/renderer';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ onOnPage }: { onOnPage?: () => void }) {
  return (
    <main>
      <Counter label="First" />
      <HydrateLater drawnId="later" onOnPage={onOnPage}>
        <section id="later">
          <Counter label="Later" />
        </section>
      </HydrateLater>
    </main>
  );
}

/** The page as the server draws it, in the document, with its two buttons. */
function serverDrawnPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const [first, later] = container.querySelectorAll('button');
  return { container, first, later };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('HydrateLater', () => {
  it("hydrates the part on the server's own elements, then says it is on the page", async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, first, later } = serverDrawnPage();
    const onOnPage = vi.fn();

    hydrateRoot(container, <Page onOnPage={onOnPage} />);
    await vi.waitFor(() => {
      first?.click();
      expect(first?.textContent).not.toBe('First 0');
    });
    await vi.waitFor(() => {
      later?.click();
      expect(later?.textContent).not.toBe('Later 0');
    });
    await vi.waitFor(() => expect(onOnPage).toHaveBeenCalledOnce());
    // The server's elements, hydrated: none drawn again.
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(container.querySelector('#later button')).toBe(later);
    expect(errors).not.toHaveBeenCalled();
  });

  it.runIf(preactRenders)('under Preact, leaves the part as the server drew it until a later task', async () => {
    const { container, first, later } = serverDrawnPage();
    const onOnPage = vi.fn();

    hydrateRoot(container, <Page onOnPage={onOnPage} />);
    await Promise.resolve();
    // The rest of the page is live in the task that hydrated it; the part is not yet.
    first?.click();
    later?.click();
    await Promise.resolve();
    expect(first?.textContent).toBe('First 1');
    expect(later?.textContent).toBe('Later 0');
    expect(onOnPage).not.toHaveBeenCalled();

    await nextTask();
    later?.click();
    await vi.waitFor(() => expect(later?.textContent).toBe('Later 1'));
    expect(container.querySelector('#later button')).toBe(later);
  });

  it('renders a part the browser draws itself at once, and keeps it on every later render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onOnPage = vi.fn();
    const root = createRoot(container);
    flushSync(() => root.render(<Page onOnPage={onOnPage} />));
    const part = container.querySelector('#later');
    expect(part?.textContent).toBe('Later 0');
    await vi.waitFor(() => expect(onOnPage).toHaveBeenCalledOnce());
    // Its elements are on the page now: a render after that does not take them for the server's.
    flushSync(() => root.render(<Page onOnPage={() => undefined} />));
    await Promise.resolve();
    expect(container.querySelector('#later')).toBe(part);
    expect(part?.isConnected).toBe(true);
    root.unmount();
  });
});
