import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeAppError } from '../src/error/describe-error';
import { ERROR_TITLE, ErrorPanel } from '../src/error/ErrorPanel';
import { fallbackPlugin } from '../src/federation/fallback-plugin';
import { fetchManifestWithRetries, withRetries } from '../src/federation/retry-plugin';
import { RemoteFragment } from '../src/fragments/RemoteFragment';
import { errorPanelParcel, loadApplication, makeFallback, silentLifecycles } from '../src/layout/applications';
import { isFallback, recoveringFallback } from '../src/layout/recovering-fallback';

// The federation runtime is a third-party boundary; here every remote is down.
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async (id: string) => {
    throw new Error(`Failed to get manifest of ${id}`);
  },
}));

afterEach(() => vi.useRealTimers());

// Lifecycles are called as single-spa calls them, outside React's act(): a mount resolves once
// React has committed the screen (inside act it would wait for act to end, and act for it).

const origin = {} as ModuleFederation;

describe('retry (layer 1)', () => {
  it('retries a failing attempt and answers the first success', async () => {
    let calls = 0;
    const answer = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('ECONNREFUSED');
        return 'manifest';
      },
      { retries: 2, delayMs: 1 },
    );
    expect(answer).toBe('manifest');
    expect(calls).toBe(3);
  });

  it('gives up after the retries with the last error', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw new Error(`attempt ${calls}`);
        },
        { retries: 2, delayMs: 1 },
      ),
    ).rejects.toThrow('attempt 3');
  });

  it('does not accept a manifest answer that is not 2xx JSON', async () => {
    const answers = [
      new Response('<html>bad gateway</html>', { status: 502 }),
      new Response('<html>not json</html>', { status: 200 }),
      new Response(JSON.stringify({ metaData: {} }), { status: 200 }),
    ];
    const fetcher = vi.fn(async () => answers.shift()!);
    const response = await fetchManifestWithRetries(
      'http://x/mf-manifest.json',
      {},
      { retries: 2, delayMs: 1 },
      fetcher,
    );
    expect(await response.json()).toEqual({ metaData: {} });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('errorLoadRemote fallback (layer 2)', () => {
  const plugin = fallbackPlugin(makeFallback);
  const emit = (id: string, lifecycle: 'onLoad' | 'afterResolve' | 'beforeRequest') =>
    plugin.errorLoadRemote!({ id, error: new Error('Failed to get manifest'), from: 'runtime', lifecycle, origin });

  it("answers fallback lifecycles for a page application on 'onLoad' and logs remote and message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = (await emit('dealers/app', 'onLoad')) as { mount: unknown };
    expect(typeof fallback.mount).toBe('function');
    expect(isFallback(fallback)).toBe(true);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/Failed to load remote 'dealers'.*Failed to get manifest/),
    );
  });

  it('lets other lifecycles flow on (undefined)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await emit('dealers/app', 'afterResolve')).toBeUndefined();
    expect(await emit('dealers/app', 'beforeRequest')).toBeUndefined();
  });

  it('gives fragments no fallback, so their own boundary renders nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await emit('account/newsletter-signup', 'onLoad')).toBeUndefined();
  });

  it('lets the always-mounted cart fail silently (it has no place to show a panel)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await emit('checkout/cart', 'onLoad')).toBe(silentLifecycles);
  });

  it("the fallback lifecycles show the error panel with 'Failed to load remote'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = makeFallback({ id: 'dealers/app', remote: 'dealers', message: "Failed to load remote 'dealers'" });
    const element = document.createElement('div');
    element.id = 'single-spa-application:dealers';
    document.body.append(element);
    await (fallback.mount as (p: object) => Promise<void>)({ name: 'dealers' });
    expect(element.textContent).toContain(ERROR_TITLE);
    expect(element.textContent).toContain("Failed to load remote 'dealers'");
    await (fallback.unmount as (p: object) => Promise<void>)({ name: 'dealers' });
    expect(element.textContent).toBe('');
    element.remove();
  });
});

describe('a remote that comes back', () => {
  const props = { name: 'dealers' } as never;
  function slot() {
    const element = document.createElement('div');
    element.id = 'single-spa-application:dealers';
    document.body.append(element);
    return element;
  }
  const lifecycle = (fn: unknown) => fn as (p: object) => Promise<void>;

  it('is shown in place of the error panel the next time its route is entered, without a reload', async () => {
    const element = slot();
    const real = { bootstrap: vi.fn(async () => {}), mount: vi.fn(async () => {}), unmount: vi.fn(async () => {}) };
    const answers: Array<unknown> = [
      makeFallback({ id: 'dealers/app', remote: 'dealers', message: 'still down' }),
      real,
    ];
    const load = vi.fn(async () => answers.shift() as never);
    const fallback = recoveringFallback('dealers/app', "Failed to load remote 'dealers'", load);
    expect(isFallback(fallback)).toBe(true);

    // Right after the failed load: the panel, no new attempt.
    await lifecycle(fallback.mount)(props);
    expect(load).not.toHaveBeenCalled();
    expect(element.textContent).toContain("Failed to load remote 'dealers'");
    await lifecycle(fallback.unmount)(props);

    // Still down on the next visit: asked again, panel again.
    await lifecycle(fallback.mount)(props);
    expect(load).toHaveBeenCalledTimes(1);
    expect(element.textContent).toContain('Unexpected Application Error!');
    await lifecycle(fallback.unmount)(props);

    // Back up: the real application is bootstrapped once and mounted in the same place.
    await lifecycle(fallback.mount)(props);
    expect(real.bootstrap).toHaveBeenCalledTimes(1);
    expect(real.mount).toHaveBeenCalledTimes(1);
    expect(element.textContent).toBe('');
    await lifecycle(fallback.unmount)(props);
    expect(real.unmount).toHaveBeenCalledTimes(1);
    await lifecycle(fallback.mount)(props);
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.bootstrap).toHaveBeenCalledTimes(1);
    expect(real.mount).toHaveBeenCalledTimes(2);
    element.remove();
  });
});

describe('error boundary (layer 3)', () => {
  it('the error panel shows the title, the status or message, Try again and a link home', () => {
    render(<ErrorPanel detail="Failed to load remote 'dealers'" />);
    const panel = screen.getByTestId('app-error-panel');
    expect(panel.getAttribute('data-boundary')).toBe('shell');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText("Failed to load remote 'dealers'")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("the layout's error view (a parcel) shows what single-spa reports, without its prefix", async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const error = new Error("application 'account' died in status NOT_MOUNTED: Cannot read properties of undefined");
    await (errorPanelParcel.mount as (p: object) => Promise<void>)({ domElement: element, error });
    expect(element.textContent).toContain('Unexpected Application Error!');
    expect(element.textContent).toContain('Cannot read properties of undefined');
    expect(element.textContent).not.toContain('died in status');
    element.remove();
  });

  it('describes an error by status or message', () => {
    expect(describeAppError(Object.assign(new Error('Not Found'), { status: 404 }))).toBe('404 Not Found');
    expect(describeAppError(new Error("parcel 'x' died in status MOUNTING: boom"))).toBe('boom');
    expect(describeAppError(undefined)).toBe('Something went wrong while showing this page.');
  });

  it('a fragment that cannot be loaded renders its small fallback, and what is around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <h2>Stay updated</h2>
        <RemoteFragment id="account/newsletter-signup" props={{ variant: 'footer' }} fallback={<p>unavailable</p>} />
      </div>,
    );
    await screen.findByText('unavailable');
    expect(screen.getByRole('heading', { name: 'Stay updated' })).toBeTruthy();
  });

  it('a page application whose remote is down fails to load (single-spa then shows the error view)', async () => {
    await expect(loadApplication({ name: 'dealers', singleSpa: {}, mountParcel: vi.fn() } as never)).rejects.toThrow(
      'Failed to get manifest of dealers/app',
    );
  });

  it("the not-found application is the shell's own and always loads", async () => {
    const lifecycles = await loadApplication({ name: 'shell-not-found' } as never);
    const element = document.createElement('div');
    element.id = 'single-spa-application:shell-not-found';
    document.body.append(element);
    await (lifecycles.mount as (p: object) => Promise<void>)({ name: 'shell-not-found' });
    await waitFor(() => expect(element.textContent).toContain('Off the map'));
    expect(element.querySelector('a[href="/"]')?.textContent).toBe('Back to home');
    expect(element.textContent).toContain('Browse collections');
    await (lifecycles.unmount as (p: object) => Promise<void>)({ name: 'shell-not-found' });
    element.remove();
  });
});
