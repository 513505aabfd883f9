import { getRuntimeConfig } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../src/config/load-runtime-config';
import { scrollToTopOnRouteChange } from '../src/routing/scroll-to-top';

const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));

describe('scroll to top on route change', () => {
  it('scrolls to the top when the page changes, not when the route stays or a hash is targeted', () => {
    window.history.replaceState(null, '', '/');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const stop = scrollToTopOnRouteChange();
    window.history.pushState(null, '', '/collection/rifles');
    routed();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    routed(); // same route again
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.history.pushState(null, '', '/about-us#careers');
    routed(); // the page scrolls to its anchor itself
    expect(scrollTo).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('runtime config', () => {
  const config = {
    apiBase: 'https://api.example.com',
    remotes: { catalog: { entry: 'https://cdn.example.com/catalog/v1/mf-manifest.json', version: 'v1' } },
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  };

  it('is read from /runtime-config.json', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(config)));
    expect(await loadRuntimeConfig('/runtime-config.json', fetcher)).toEqual(config);
    expect(fetcher).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('falls back to the embedded defaults (logged) when it cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = vi.fn(async () => new Response('gateway', { status: 502 }));
    expect(await loadRuntimeConfig('/runtime-config.json', down)).toEqual(getRuntimeConfig());
    const garbage = vi.fn(async () => new Response(JSON.stringify({ hello: 'world' })));
    expect(await loadRuntimeConfig('/runtime-config.json', garbage)).toEqual(getRuntimeConfig());
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('is taken from the page when the server put it there, without a request', async () => {
    const script = document.createElement('script');
    script.id = 'shop-runtime-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify(config);
    document.head.append(script);
    try {
      const fetcher = vi.fn(async () => new Response('{}'));
      expect(await loadRuntimeConfig('/runtime-config.json', fetcher)).toEqual(config);
      expect(fetcher).not.toHaveBeenCalled();
      // A damaged inline config is ignored: the file is asked for instead.
      script.textContent = '{"apiBase": ';
      const file = vi.fn(async () => new Response(JSON.stringify(config)));
      expect(await loadRuntimeConfig('/runtime-config.json', file)).toEqual(config);
      expect(file).toHaveBeenCalledTimes(1);
    } finally {
      script.remove();
    }
  });
});
