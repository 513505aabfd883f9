/**
 * The browser's health reports (issue 28): per remote and served version, a `view` for each page
 * view of every remote mounted on it, a `load-failure` when its code cannot be loaded, an `error`
 * when its lifecycle throws or its error view catches; queued, merged and sent with
 * navigator.sendBeacon to <apiBase>/Beacons on pagehide, when hidden, and every 5 s, 100 at most a batch.
 */
import { render } from '@testing-library/react';
import type { RuntimeConfig } from 'shared-contracts';
import { AppCrash } from 'shared-kit/crash-view';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueBeacon, flushBeacons, startBeacons } from '../src/beacons/beacon-queue';
import { trackRemoteHealth } from '../src/beacons/remote-health';
import { fallbackPlugin } from '../src/federation/fallback-plugin';

// single-spa is the edge here: which applications are mounted, and its error handler.
const singleSpa = vi.hoisted(() => ({
  mounted: [] as string[],
  errorHandler: null as null | ((error: Error & { appOrParcelName?: string }) => void),
}));
vi.mock('single-spa', () => ({
  getMountedApps: () => singleSpa.mounted,
  addErrorHandler: (handler: (error: Error) => void) => {
    singleSpa.errorHandler = handler;
  },
}));

const sent: { url: string; beacons: Record<string, unknown>[] }[] = [];
const config = {
  apiBase: 'https://api.shop.example',
  remotes: {
    catalog: { version: 'cat-v7', entry: 'https://c/cat-v7/mf-manifest.json' },
    checkout: { version: 'chk-v2', entry: 'https://k/chk-v2/mf-manifest.json' },
    dealers: { version: 'dl-v1', entry: 'https://d/dl-v1/mf-manifest.json' },
  },
  providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
} satisfies RuntimeConfig;

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, beacons: JSON.parse(body).beacons });
      return true;
    },
  });
  startBeacons(config.apiBase);
  trackRemoteHealth(config);
});

afterEach(() => {
  flushBeacons();
  sent.length = 0;
  vi.useRealTimers();
});

const leavePage = () => window.dispatchEvent(new Event('pagehide'));
const health = (remote: string, version: string, kind: string, count = 1) => ({
  type: 'remote-health',
  remote,
  version,
  kind,
  count,
});

describe('remote health from the browser', () => {
  it('counts a view for every remote mounted on each page view, against its served version', () => {
    singleSpa.mounted = ['catalog', 'checkout-cart', 'shell-not-found'];
    history.pushState(null, '', '/product/a');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    // The same page announced again is no new view.
    window.dispatchEvent(new Event('single-spa:routing-event'));
    history.pushState(null, '', '/product/b');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    leavePage();
    expect(sent).toEqual([
      {
        url: 'https://api.shop.example/Beacons',
        beacons: [health('catalog', 'cat-v7', 'view', 2), health('checkout', 'chk-v2', 'view', 2)],
      },
    ]);
  });

  it("counts an error when a remote's error view catches one (the kit's AppCrash), or its lifecycle throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppCrash remote="dealers" error={new Error('map exploded')} />);
    singleSpa.errorHandler?.(
      Object.assign(new Error("application 'dealers' died in status MOUNTING: boom"), { appOrParcelName: 'dealers' }),
    );
    singleSpa.errorHandler?.(Object.assign(new Error('a parcel of the shell'), { appOrParcelName: 'parcel-3' }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sent.map((batch) => batch.beacons)).toEqual([[health('dealers', 'dl-v1', 'error', 2)]]);
  });

  it("counts a load failure when the federation fallback answers for a remote's module, and the page's view of it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = fallbackPlugin(() => ({
      bootstrap: async () => {},
      mount: async () => {},
      unmount: async () => {},
    }));
    await plugin.errorLoadRemote?.({
      id: 'dealers/app',
      error: new Error('chunk failed'),
      lifecycle: 'onLoad',
    } as never);
    singleSpa.mounted = ['dealers'];
    history.pushState(null, '', '/dealer-locator');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    leavePage();
    expect(sent.map((batch) => batch.beacons)).toEqual([
      [health('dealers', 'dl-v1', 'load-failure'), health('dealers', 'dl-v1', 'view')],
    ]);
  });

  it('counts the view of a remote whose mount throws (it never mounts): a broken version has a sample', () => {
    singleSpa.mounted = ['checkout-cart'];
    singleSpa.errorHandler?.(
      Object.assign(new Error("application 'catalog' died in status MOUNTING: e2e"), { appOrParcelName: 'catalog' }),
    );
    history.pushState(null, '', '/product/c');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    // The next page view counts only what is on it.
    history.pushState(null, '', '/product/d');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    leavePage();
    expect(sent.map((batch) => batch.beacons)).toEqual([
      [
        health('catalog', 'cat-v7', 'error'),
        health('checkout', 'chk-v2', 'view', 2),
        health('catalog', 'cat-v7', 'view'),
      ],
    ]);
  });

  it('sends every 5 s while something waits, at most 100 items a batch', () => {
    vi.useFakeTimers();
    for (let n = 0; n < 150; n++) enqueueBeacon({ type: 'vital', name: 'LCP', value: n });
    vi.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((batch) => batch.beacons.length)).toEqual([100, 50]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(2);
  });
});
