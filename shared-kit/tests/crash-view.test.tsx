import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppCrash, describeAppError } from '../src/crash-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppCrash', () => {
  it("shows the shop's error title and the message, inside the remote's boundary, as an alert", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppCrash remote="dealers" error={new Error('Cannot read properties of undefined')} />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-boundary')).toBe('dealers');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toContain('Cannot read properties of undefined');
  });

  it('shows the status when the error has one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<AppCrash remote="catalog" error={Object.assign(new Error('Not Found'), { status: 404 })} />);
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('logs the error once, whatever re-renders it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    const { rerender } = render(
      <StrictMode>
        <AppCrash remote="account" error={error} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <AppCrash remote="account" error={error} />
      </StrictMode>,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[account] crashed', error);
  });
});

describe('describeAppError', () => {
  it('gives the status or the message, without single-spa’s prefix', () => {
    expect(describeAppError(Object.assign(new Error('Not Found'), { status: 404 }))).toBe('404 Not Found');
    expect(describeAppError({ status: 503, statusText: 'Service Unavailable' })).toBe('503 Service Unavailable');
    expect(describeAppError({ status: 500 })).toBe('500');
    expect(describeAppError(new Error("parcel 'x' died in status MOUNTING: boom"))).toBe('boom');
    expect(describeAppError('plain text')).toBe('plain text');
    expect(describeAppError(undefined)).toBe('Something went wrong while showing this page.');
  });
});
