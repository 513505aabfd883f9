/**
 * With a maps key in runtime settings the locator uses the Google Maps adapter: the Maps JavaScript
 * API is loaded by a script tag with that key, and a rejected key (Google calls
 * `window.gm_authFailure`) shows the specification's two messages.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapPanel } from '../src/features/locator/MapPanel';

beforeEach(() => {
  setRuntimeConfig({
    apiBase: 'http://127.0.0.1:47',
    remotes: {},
    providers: {
      captcha: { kind: 'test' },
      payment: { kind: 'test' },
      maps: { kind: 'maps', key: 'rejected-key' },
      reviews: null,
    },
  });
  // No network here: the script tag is only inspected, never fetched.
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
});
afterEach(() => vi.restoreAllMocks());

describe('Google Maps adapter', () => {
  it("loads the Maps API with the key and shows 'Error: AuthFailure' when the key is rejected", async () => {
    render(
      <MemoryRouter>
        <MapPanel
          active
          dealers={[]}
          highlighted={null}
          revealed={null}
          caption="Dealer map"
          onSelect={() => {}}
          onHover={() => {}}
        />
      </MemoryRouter>,
    );
    const appended = vi.mocked(document.head.appendChild);
    await waitFor(() => expect(appended).toHaveBeenCalled());
    const script = appended.mock.calls.map(([node]) => node).find((n) => n instanceof HTMLScriptElement) as
      | HTMLScriptElement
      | undefined;
    expect(script?.src).toMatch(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?key=rejected-key&/);

    await waitFor(() => expect(typeof (window as { gm_authFailure?: () => void }).gm_authFailure).toBe('function'));
    act(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error: AuthFailure');
    expect(alert.textContent).toContain('A problem with your API key prevents the map from rendering correctly.');
  });
});
