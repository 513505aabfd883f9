import { act, cleanup, render, screen } from '@testing-library/react';
import { authState } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { isSignedIn, useAuthState } from '../src/auth-state';

afterEach(cleanup);

function Who() {
  const state = useAuthState();
  return <p>{state === undefined ? 'unknown' : isSignedIn(state) ? `signed in as ${state.email}` : state.status}</p>;
}

describe('useAuthState', () => {
  it('is undefined until the shell announces the visitor, then follows every change', () => {
    render(<Who />);
    expect(screen.getByText('unknown')).toBeTruthy();
    act(() => authState.emit({ status: 'anonymous' }));
    expect(screen.getByText('anonymous')).toBeTruthy();
    act(() => authState.emit({ status: 'authenticated', email: 'owner@example.com' }));
    expect(screen.getByText('signed in as owner@example.com')).toBeTruthy();
  });

  it('knows the last announcement at once when mounted later (the event replays)', () => {
    authState.emit({ status: 'guest', guestId: 'g-1' });
    render(<Who />);
    expect(screen.getByText('guest')).toBeTruthy();
  });

  it('isSignedIn is true only for an authenticated visitor', () => {
    expect(isSignedIn(undefined)).toBe(false);
    expect(isSignedIn({ status: 'anonymous' })).toBe(false);
    expect(isSignedIn({ status: 'guest', guestId: 'g' })).toBe(false);
    expect(isSignedIn({ status: 'authenticated', email: null })).toBe(true);
  });
});
