import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverPagePainted } from '../src/lib/server-page-painted';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A server-rendered page whose largest image decodes when `decode` resolves. */
function serverPage(decode: () => Promise<void>): void {
  document.body.innerHTML =
    '<div data-server-rendered="catalog"><h1>Bridger</h1><img fetchpriority="high" src="/a.jpg" alt=""></div>';
  const image = document.querySelector('img') as HTMLImageElement;
  image.decode = decode;
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe('serverPagePainted', () => {
  it('does not wait on a page the browser renders itself', async () => {
    document.body.innerHTML = '<main id="shop-main"></main>';
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    await serverPagePainted();
    expect(raf).not.toHaveBeenCalled();
  });

  it('waits for the largest image to decode, then for the next paint', async () => {
    let decoded!: () => void;
    serverPage(() => new Promise<void>((resolve) => (decoded = resolve)));
    const done = settled(serverPagePainted(5_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done()).toBe(false);
    decoded();
    await vi.waitFor(() => expect(done()).toBe(true));
  });

  it('an image that fails to load does not hold hydration back', async () => {
    serverPage(() => Promise.reject(new Error('EncodingError')));
    await serverPagePainted(5_000);
  });

  it('a slow image holds hydration back for at most maxWaitMs', async () => {
    vi.useFakeTimers();
    try {
      serverPage(() => new Promise<void>(() => {}));
      const done = settled(serverPagePainted(100));
      await vi.advanceTimersByTimeAsync(99);
      expect(done()).toBe(false);
      // The wait ends, then the next frame is painted.
      await vi.advanceTimersByTimeAsync(50);
      expect(done()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
