/**
 * The catalog's crash view (its lifecycles' errorView): the shared kit's AppCrash, loaded
 * only when a crash happens; the plain title and message when even that code cannot be loaded.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('shared-kit/crash-view');
  vi.resetModules();
});

describe('crash view', () => {
  it("shows the kit's 'Unexpected Application Error!' with the message, inside the catalog boundary", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { LazyAppCrash } = await import('../src/app/LazyAppCrash');
    const crash = new Error('Product data could not be read');
    render(<LazyAppCrash error={crash} />);
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-boundary')).toBe('catalog');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toContain('Product data could not be read');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[catalog] crashed', crash));
  });

  it('falls back to the plain title and message when the crash view cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('shared-kit/crash-view', () => {
      throw new Error('Loading chunk failed');
    });
    const { LazyAppCrash } = await import('../src/app/LazyAppCrash');
    const crash = new Error('Loading chunk page-product failed');
    render(<LazyAppCrash error={crash} />);
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-boundary')).toBe('catalog');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toContain('Loading chunk page-product failed');
    expect(logged).toHaveBeenCalledWith('[catalog] the crash view could not be loaded', expect.any(Error));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[catalog] crashed', crash));
  });
});
