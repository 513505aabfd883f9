import { analytics, CONSENT_KEY } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardAnalytics, trackInactivity, trackPageViews } from '../src/analytics/forward-analytics';
import { answerConsent, consent, loadConsent, readConsent } from '../src/consent/consent-store';

interface DataLayerWindow {
  dataLayer?: unknown[];
}
const dataLayer = () => (window as Window & DataLayerWindow).dataLayer ?? [];

afterEach(() => {
  delete (window as Window & DataLayerWindow).dataLayer;
  consent.set(null);
  vi.useRealTimers();
});

describe('analytics consent', () => {
  it('is unknown until the visitor answers', () => {
    expect(readConsent()).toBeNull();
    expect(loadConsent()).toBeNull();
  });

  it('stores accept or decline with a millisecond timestamp', () => {
    answerConsent('accepted', 1_700_000_000_000);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? 'null')).toEqual({
      value: 'accepted',
      at: 1_700_000_000_000,
    });
    answerConsent('declined', 1_700_000_000_500);
    expect(readConsent()).toEqual({ value: 'declined', at: 1_700_000_000_500 });
  });

  it('treats an unreadable stored value as unknown (the modal asks again)', () => {
    window.localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'maybe', at: 1 }));
    expect(readConsent()).toBeNull();
  });
});

describe('analytics forwarding', () => {
  const addToCart = {
    name: 'add_to_cart',
    currency: 'USD',
    value: 1299,
    items: [{ item_id: 'HA-1', item_name: 'Ridgeline', price: 1299, quantity: 1 }],
  } as const;

  it('forwards events to the dataLayer only after the visitor accepted', () => {
    const stop = forwardAnalytics(() => consent.get()?.value === 'accepted');
    analytics.emit({ ...addToCart, items: [...addToCart.items] });
    expect(dataLayer()).toEqual([]);

    answerConsent('accepted');
    analytics.emit({ ...addToCart, items: [...addToCart.items] });
    expect(dataLayer()).toEqual([{ event: 'add_to_cart', currency: 'USD', value: 1299, items: addToCart.items }]);

    answerConsent('declined');
    analytics.emit({ name: 'page_view', path: '/', title: 'Home' });
    expect(dataLayer()).toHaveLength(1);
    stop();
  });

  it('emits a page view for each route change', () => {
    const seen: unknown[] = [];
    const unsubscribe = analytics.subscribe((e) => seen.push(e));
    const stop = trackPageViews();
    window.history.pushState(null, '', '/collection/rifles');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new Event('single-spa:routing-event')); // same route: no second view
    expect(seen).toEqual([{ name: 'page_view', path: '/collection/rifles', title: document.title }]);
    stop();
    unsubscribe();
  });

  it('emits inactivity after 30 seconds without input, and input restarts the wait', () => {
    vi.useFakeTimers();
    const seen: unknown[] = [];
    const unsubscribe = analytics.subscribe((e) => seen.push(e));
    const stop = trackInactivity();
    vi.advanceTimersByTime(29_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(29_000);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([{ name: 'inactivity', seconds: 30 }]);
    stop();
    unsubscribe();
  });
});
