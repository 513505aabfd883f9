/**
 * /Newsletter/verify/{token} against the real API (`api/testkit`: the API in process on a fresh,
 * seeded in-memory database, listening on a loopback port; the shared HTTP client calls it over
 * HTTP). Specification 001: the outcome is a toast, the server's message first, else 'Email
 * verification failed'; then the page goes home.
 */
import { screen, waitFor } from '@testing-library/react';
import { notify, type ShopNotification } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { realApiForThisFile } from './real-api';
import { renderAt } from './render';

const api = realApiForThisFile();

/** Renders the link's page and collects the toasts it asks the shell for. */
function openVerificationLink(token: string) {
  const shown: ShopNotification[] = [];
  const stop = notify.subscribe((n) => shown.push(n));
  renderAt(`/Newsletter/verify/${token}`);
  return { shown, stop };
}

describe('newsletter verification link', () => {
  it("shows the API's own message when it cannot confirm the link, then goes home", async () => {
    const { shown, stop } = openVerificationLink('some-token');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter Verification' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Verifying your email');
    // An unknown (or used, or expired) link: the API's own words are what the page shows.
    await waitFor(() =>
      expect(shown).toEqual([{ type: 'error', message: 'This confirmation link is not valid or has expired' }]),
    );
    expect(api.calls('GET', '/Newsletter/verify/some-token')).toHaveLength(1);
    // ...and then it goes home, which the account remote does not draw.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    stop();
  });

  it("says 'Email verification failed' when the API cannot be reached (no server message)", async () => {
    api.pointClientAtDeadPort();
    const { shown, stop } = openVerificationLink('some-token');
    await waitFor(() => expect(shown).toEqual([{ type: 'error', message: 'Email verification failed' }]));
    expect(api.calls('GET', /^\/Newsletter\/verify\//)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    stop();
  });
});
