/**
 * @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
 *
 * The third-party reviews adapter, chosen when runtime settings carry a reviews key: it loads the
 * vendor's script for that key and renders the vendor's mount points; our API is not asked. The
 * vendor cannot be reached from a test, so the page "loads" the script without fetching it (the
 * environment option above) and `window.yotpo` stands in for what the script would define.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReviewsPage from '../src/features/content-pages/ReviewsPage';
import { ReviewsSection } from '../src/features/product/sections/ReviewsSection';
import { MemoryRouter } from '../src/shared/location';
import { loadReviewsProvider, reviewsProviderKind } from '../src/shared/reviews/load-reviews-provider';
import { resetYotpo, YOTPO_SCRIPT_ID } from '../src/shared/reviews/vendor/yotpo-script';

const KEY = 'Abc123StoreKey';

function configure(reviews: { key: string } | null) {
  setRuntimeConfig({
    // Nothing listens there: the vendor adapter never calls our API.
    apiBase: 'http://127.0.0.1:9',
    remotes: {},
    providers: { captcha: { kind: 'test' }, payment: { kind: 'test' }, maps: { kind: 'bundled' }, reviews },
  });
}

const refreshWidgets = vi.fn();

beforeEach(() => {
  configure({ key: KEY });
  resetYotpo();
  refreshWidgets.mockReset();
  (window as Window & { yotpo?: unknown }).yotpo = { refreshWidgets };
  // The section loads at once without an IntersectionObserver.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => vi.unstubAllGlobals());

function renderProduct(slug = 'bridger-hr1', vendorProductId = 'ha-bridger-hr1', title = 'Bridger HR-1') {
  return render(
    <MemoryRouter>
      <ReviewsSection productId="prd0101" vendorProductId={vendorProductId} title={title} slug={slug} />
    </MemoryRouter>,
  );
}

describe('choosing the reviews provider', () => {
  it('is the embedded one without a key, and the vendor with one', async () => {
    configure(null);
    expect(reviewsProviderKind()).toBe('embedded');
    configure({ key: '' });
    expect(reviewsProviderKind()).toBe('embedded');
    configure({ key: KEY });
    expect(reviewsProviderKind()).toBe('vendor');
    expect((await loadReviewsProvider()).kind).toBe('vendor');
  });
});

describe('the vendor widget on a product page', () => {
  it("loads the vendor's script with the key from runtime settings and renders its mount point", async () => {
    const { container } = renderProduct();
    const mount = await waitFor(() => {
      const element = container.querySelector('.yotpo.yotpo-main-widget');
      if (!element) throw new Error('no mount point yet');
      return element;
    });
    expect(mount.getAttribute('data-product-id')).toBe('ha-bridger-hr1');
    expect(mount.getAttribute('data-name')).toBe('Bridger HR-1');
    expect(mount.getAttribute('data-url')).toBe('http://localhost:3000/product/bridger-hr1');
    // The mount point can render a moment before the script tag is added.
    const script = await waitFor(() => {
      const element = document.getElementById(YOTPO_SCRIPT_ID);
      if (!element) throw new Error('no script yet');
      return element;
    });
    expect(script.getAttribute('src')).toBe(`https://staticw2.yotpo.com/${KEY}/widget.js`);
    expect(container.querySelector('[data-reviews-provider="vendor"]')).not.toBeNull();
    // Not the embedded widget.
    expect(container.querySelector('[data-reviews-widget]')).toBeNull();
  });

  it('asks the loaded vendor to render the mount point of the next product (client-side navigation)', async () => {
    const first = renderProduct();
    await waitFor(() => expect(first.container.querySelector('.yotpo-main-widget')).not.toBeNull());
    // The first mount is rendered by the script's own start-up.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshWidgets).not.toHaveBeenCalled();
    first.unmount();

    const next = renderProduct('gallatin-carbine', 'ha-gallatin-carbine', 'Gallatin Carbine');
    await waitFor(() => expect(refreshWidgets).toHaveBeenCalledTimes(1));
    expect(next.container.querySelector('.yotpo-main-widget')?.getAttribute('data-product-id')).toBe(
      'ha-gallatin-carbine',
    );
    expect(document.querySelectorAll(`#${YOTPO_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('says so when the vendor cannot be reached', async () => {
    const append = document.head.appendChild.bind(document.head);
    // The vendor's server refuses: the script never arrives and reports an error.
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLScriptElement)) return append(node);
      queueMicrotask(() => node.onerror?.(new Event('error')));
      return node;
    });
    renderProduct();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The reviews could not be loaded. Please try again later.',
    );
    expect(document.getElementById(YOTPO_SCRIPT_ID)).toBeNull();
  });
});

describe('the vendor widget on /reviews', () => {
  it("hosts the vendor's reviews page widget in a frame that removes its user-related fields", async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/reviews']}>
        <ReviewsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeTruthy();
    const tab = await waitFor(() => {
      const element = container.querySelector('#yotpo-testimonials-custom-tab');
      if (!element) throw new Error('no mount point yet');
      return element;
    });
    expect(tab.parentElement?.className).toMatch(/site/);
    await waitFor(() =>
      expect(document.getElementById(YOTPO_SCRIPT_ID)?.getAttribute('src')).toContain(`/${KEY}/widget.js`),
    );
    expect(container.querySelector('[data-reviews-widget]')).toBeNull();
    // The frame's stylesheet hides the vendor's user-related fields (component tests load no CSS).
    const here = path.dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(path.join(here, '../src/shared/reviews/vendor/vendor.module.css'), 'utf8');
    expect(css).toMatch(/\.site :global\(\.yotpo-user-related-fields\)[^{]*\{\s*display: none/);
  });
});
