import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONSENT_KEY, loadingCount, notify } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentHost } from '../src/consent/ConsentHost';
import { consent, loadConsent } from '../src/consent/consent-store';
import { LoadingBar } from '../src/notifications/LoadingBar';
import { NotificationBanner } from '../src/notifications/NotificationBanner';
import { authLoading } from '../src/session/session-service';

afterEach(() => {
  vi.useRealTimers();
  consent.set(null);
  authLoading.set(false);
});

describe('notification banner', () => {
  it('shows a notification in a live region, with its type, and scrolls to top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<NotificationBanner />);
    act(() => notify.emit({ type: 'success', message: 'You added Ridgeline 10 to your shopping cart' }));
    const banner = screen.getByTestId('notification');
    expect(banner.textContent).toContain('You added Ridgeline 10 to your shopping cart');
    expect(banner.getAttribute('data-type')).toBe('success');
    expect(screen.getByRole('status').contains(banner)).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('disappears after 10,000 ms, and a new message restarts the wait', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<NotificationBanner />);
    act(() => notify.emit({ type: 'error', message: 'Error: first' }));
    act(() => vi.advanceTimersByTime(9_000));
    act(() => notify.emit({ type: 'error', message: 'Error: second' }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByTestId('notification').textContent).toContain('Error: second');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('disappears on click', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<NotificationBanner />);
    act(() => notify.emit({ type: 'warning', message: 'All Items have been removed from your cart' }));
    fireEvent.click(screen.getByTestId('notification'));
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});

describe('loading indicator', () => {
  it('shows while any request is outstanding or the session is loading', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => loadingCount.emit(2));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    act(() => loadingCount.emit(0));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => authLoading.set(true));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});

describe('analytics consent modal', () => {
  it('is shown while no consent is stored, as a labelled modal dialog', async () => {
    loadConsent();
    render(<ConsentHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Analytics cookies' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // Focus moves in the dialog's effect, just after it is on the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' })));
  });

  it('waits while the visitor is in checkout, and asks on the next page', async () => {
    window.history.replaceState(null, '', '/checkout');
    try {
      loadConsent();
      render(<ConsentHost />);
      // The page has loaded and the browser is idle: the prompt would be there now.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole('dialog')).toBeNull();
      window.history.pushState(null, '', '/confirm');
      act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('dialog')).toBeNull();
      window.history.pushState(null, '', '/collection/rifles');
      act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
      expect(await screen.findByRole('dialog', { name: 'Analytics cookies' })).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps keyboard focus inside the dialog', async () => {
    loadConsent();
    render(<ConsentHost />);
    await screen.findByRole('dialog');
    const accept = screen.getByRole('button', { name: 'Accept' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    await waitFor(() => expect(document.activeElement).toBe(accept));
    act(() => decline.focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(accept);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(decline);
  });

  it('stores Accept with a timestamp and goes away', async () => {
    loadConsent();
    render(<ConsentHost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({
      value: 'accepted',
      at: expect.any(Number),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores Decline the same way', async () => {
    loadConsent();
    render(<ConsentHost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ value: 'declined' });
  });

  it('is not shown when the visitor already answered', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ value: 'declined', at: 1 }));
    loadConsent();
    render(<ConsentHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
