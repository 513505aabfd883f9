/**
 * Real-user Web Vitals per remote (issue 31, item 4), in the browser:
 * - every route of the shell's route table has a page type (a bounded set, not URLs);
 * - a figure about an element (LCP, INP, CLS) belongs to the remote of the element's nearest
 *   `data-boundary`, at its served version; the shell's chrome, a boundary this page was not served
 *   and the document-wide figures (FCP, TTFB) are the shell's;
 * - when the element is gone, the selector web-vitals kept (made by the shell's generateTarget while
 *   the element was there) still names its owner;
 * - a sampled page load loads web-vitals after the load event and sends each figure through the
 *   beacon queue as `{ type: 'vital', name, value, rating, pageType, remote, version }`; a page load
 *   outside the sample loads nothing.
 * web-vitals is the edge here (happy-dom has no paint or event timing): its callbacks are captured and
 * called with attribution objects shaped as its attribution build makes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from 'shared-contracts';
import { PAGE_TYPES } from 'shared-contracts/domain/web-vitals';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushBeacons, startBeacons } from '../src/beacons/beacon-queue';
import { pageTypeOf } from '../src/beacons/page-type';
import { vitalBeacon } from '../src/beacons/report-web-vitals';
import { trackWebVitals } from '../src/beacons/track-web-vitals';
import { ownerTarget, vitalOwner } from '../src/beacons/vital-owner';

type Report = (metric: Record<string, unknown>) => void;
const webVitals = vi.hoisted(() => ({ reports: {} as Record<string, Report> }));
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (report: Report) => {
    webVitals.reports[name] = report;
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const remotes = {
  catalog: { version: 'cat-v7', entry: 'https://c/cat-v7/mf-manifest.json' },
  checkout: { version: 'chk-v2', entry: 'https://k/chk-v2/mf-manifest.json' },
};
const config = {
  apiBase: 'https://api.shop.example',
  remotes,
  providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews: null },
  rumSampleRate: 1,
} satisfies RuntimeConfig;

const sent: Record<string, unknown>[][] = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => {
      sent.push(JSON.parse(body).beacons);
      return true;
    },
  });
  startBeacons(config.apiBase);
});
afterEach(() => {
  flushBeacons();
  sent.length = 0;
  document.body.innerHTML = '';
});

/** A product page: the shell's header, the catalog's page with the checkout's add-to-cart inside it. */
function productPage(): Record<string, Element> {
  document.body.innerHTML = `
    <header data-boundary="shell"><a id="logo" href="/">Halvorsen</a></header>
    <main id="shop-main">
      <div data-boundary="catalog">
        <section class="gallery"><img id="hero" alt="Ridgeline 10"><p id="copy">Bolt action, <b id="bold">6.5</b></p></section>
        <div data-boundary="checkout"><button id="add">Add to cart</button></div>
        <div data-boundary="staff"><span id="stray">not served on this page</span></div>
      </div>
    </main>`;
  const byId = (id: string) => document.getElementById(id) as Element;
  return {
    logo: byId('logo'),
    hero: byId('hero'),
    bold: byId('bold'),
    add: byId('add'),
    stray: byId('stray'),
  };
}

describe('page types', () => {
  it('groups paths by what the page is', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/product/ridgeline-10')).toBe('product');
    expect(pageTypeOf('/collection/rifles')).toBe('collection');
    expect(pageTypeOf('/search/sentinel')).toBe('collection');
    expect(pageTypeOf('/checkout')).toBe('checkout');
    expect(pageTypeOf('/confirm/123')).toBe('checkout');
    expect(pageTypeOf('/profile/orders')).toBe('account');
    expect(pageTypeOf('/Newsletter/verify/abc')).toBe('account');
    expect(pageTypeOf('/dealer-locator')).toBe('dealers');
    expect(pageTypeOf('/3dbuilder')).toBe('builder');
    expect(pageTypeOf('/faq')).toBe('content');
    expect(pageTypeOf('/no-such-page')).toBe('other');
    expect(pageTypeOf('/constructor')).toBe('other');
  });

  it('every route of the route table has a page type other than "other"', () => {
    // vitest runs in the package's folder.
    const table = fs.readFileSync(path.resolve('src/layout/route-table.html'), 'utf8');
    const paths = [...table.matchAll(/<route path="([^"]+)"/g)].map((match) => match[1] as string);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(pageTypeOf(path), path).not.toBe('other');
    for (const path of paths) expect(PAGE_TYPES).toContain(pageTypeOf(path));
  });
});

describe('the remote that owns a figure', () => {
  it('LCP: the nearest data-boundary of the LCP element, at its served version', () => {
    const page = productPage();
    expect(vitalOwner({ target: 'img#hero', lcpEntry: { element: page.hero } }, remotes)).toEqual({
      remote: 'catalog',
      version: 'cat-v7',
    });
    // A text node's parent counts, and the nearest boundary wins over an outer one.
    const text = page.bold?.firstChild as Node;
    expect(vitalOwner({ lcpEntry: { element: text as Element } }, remotes).remote).toBe('catalog');
  });

  it("INP: the interaction target's boundary, a fragment lent by another remote included", () => {
    const page = productPage();
    const attribution = {
      interactionTarget: 'button#add',
      processedEventEntries: [{ target: null }, { target: page.add }],
    };
    expect(vitalOwner(attribution, remotes)).toEqual({ remote: 'checkout', version: 'chk-v2' });
  });

  it("CLS: the largest shift's node", () => {
    const page = productPage();
    expect(vitalOwner({ largestShiftTarget: 'x', largestShiftSource: { node: page.hero } }, remotes).remote).toBe(
      'catalog',
    );
  });

  it("the shell's: its chrome, a boundary this page was not served, no attribution", () => {
    const page = productPage();
    const shell = { remote: 'shell', version: '-' };
    expect(vitalOwner({ lcpEntry: { element: page.logo } }, remotes)).toEqual(shell);
    expect(vitalOwner({ processedEventEntries: [{ target: page.stray }] }, remotes)).toEqual(shell);
    expect(vitalOwner({}, remotes)).toEqual(shell);
    expect(vitalOwner(undefined, remotes)).toEqual(shell);
    document.body.innerHTML = '<p id="free">outside every boundary</p>';
    expect(vitalOwner({ lcpEntry: { element: document.getElementById('free') } }, remotes)).toEqual(shell);
  });

  it('a removed element: the selector made while it was there names its owner', () => {
    const page = productPage();
    const target = ownerTarget(page.add as Element);
    expect(target).toBe('[data-boundary="checkout"] button#add');
    page.add?.remove();
    expect(vitalOwner({ interactionTarget: target, processedEventEntries: [{ target: page.add }] }, remotes)).toEqual({
      remote: 'checkout',
      version: 'chk-v2',
    });
  });

  it("web-vitals' own selector is looked up in the document; one it cannot read is the shell's", () => {
    productPage();
    expect(vitalOwner({ target: 'main>div>section.gallery>img#hero' }, remotes).remote).toBe('catalog');
    expect(vitalOwner({ target: 'img#gone' }, remotes).remote).toBe('shell');
    expect(vitalOwner({ target: '>>not a selector((' }, remotes).remote).toBe('shell');
  });

  it("FCP and TTFB are the shell's (the document's, no element)", () => {
    const page = productPage();
    const beacon = vitalBeacon(
      { name: 'FCP', value: 812.4, rating: 'good', attribution: { lcpEntry: { element: page.hero } } },
      'product',
      remotes,
    );
    expect(beacon).toEqual({
      type: 'vital',
      name: 'FCP',
      value: 812,
      rating: 'good',
      pageType: 'product',
      remote: 'shell',
      version: '-',
    });
  });
});

describe('measuring a page load', () => {
  it('a page load outside the sample loads nothing', async () => {
    trackWebVitals({ ...config, rumSampleRate: 0.25 }, () => 0.5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(webVitals.reports).toEqual({});
    expect(document.documentElement.dataset.webVitals).toBeUndefined();
  });

  it('a sampled page load sends each figure through the beacon queue when the page is left', async () => {
    const page = productPage();
    history.replaceState(null, '', '/product/ridgeline-10');
    trackWebVitals(config, () => 0.99);
    await vi.waitFor(() => expect(Object.keys(webVitals.reports).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
    expect(document.documentElement.dataset.webVitals).toBe('measuring');
    const { reports } = webVitals;
    reports.TTFB?.({ name: 'TTFB', value: 120.6, rating: 'good', attribution: {} });
    reports.LCP?.({ name: 'LCP', value: 2380.2, rating: 'good', attribution: { lcpEntry: { element: page.hero } } });
    reports.INP?.({
      name: 'INP',
      value: 264,
      rating: 'needs-improvement',
      attribution: { processedEventEntries: [{ target: page.add }] },
    });
    reports.CLS?.({
      name: 'CLS',
      value: 0.123456,
      rating: 'needs-improvement',
      attribution: { largestShiftSource: { node: page.logo } },
    });
    window.dispatchEvent(new Event('pagehide'));
    const vital = (name: string, value: number, rating: string, remote: string, version: string) => ({
      type: 'vital',
      name,
      value,
      rating,
      pageType: 'product',
      remote,
      version,
    });
    expect(sent).toEqual([
      [
        vital('TTFB', 121, 'good', 'shell', '-'),
        vital('LCP', 2380, 'good', 'catalog', 'cat-v7'),
        vital('INP', 264, 'needs-improvement', 'checkout', 'chk-v2'),
        vital('CLS', 0.1235, 'needs-improvement', 'shell', '-'),
      ],
    ]);
  });
});
