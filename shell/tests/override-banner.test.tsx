/**
 * The QA override banner (issue 28): says which remote is tested at which version or URL, is a
 * status region, and its button clears the overrides.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OverrideBanner } from '../src/overrides/OverrideBanner';

describe('the override banner', () => {
  it('shows "Testing <remote> at <target>" for each override, as a status', () => {
    render(
      <OverrideBanner
        overrides={{
          catalog: { version: '2026-11-27T10-00-00-000Z-1a2b3c4d' },
          dealers: { url: 'http://localhost:5173' },
        }}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Testing catalog at 2026-11-27T10-00-00-000Z-1a2b3c4d');
    expect(banner.textContent).toContain('Testing dealers at http://localhost:5173');
    expect(screen.getByRole('button', { name: 'Clear override' })).toBeTruthy();
  });

  it('is not there without overrides', () => {
    const { container } = render(<OverrideBanner overrides={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('clears the overrides with its button, and says so when that failed', async () => {
    const clear = vi.fn().mockRejectedValueOnce(new Error('403')).mockResolvedValueOnce(undefined);
    render(<OverrideBanner overrides={{ catalog: { version: 'v9' } }} clear={clear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear override' }));
    expect(clear).toHaveBeenCalledTimes(1);
    await screen.findByText('The override could not be cleared. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear override' }));
    await waitFor(() => expect(clear).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Clearing…' })).toHaveProperty('disabled', true);
  });

  it('posts to the shell server and reloads the page', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(<OverrideBanner overrides={{ catalog: { version: 'v9' } }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear override' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/__shop/overrides/clear', { method: 'POST', credentials: 'same-origin' });
  });
});
