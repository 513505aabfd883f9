import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaHandle, newTestCaptchaToken, TEST_CAPTCHA_PREFIX } from '../src/captcha';
import { DEFAULT_RUNTIME, withCaptcha } from './support/runtime';

afterEach(() => {
  cleanup();
  withCaptcha(DEFAULT_RUNTIME.providers.captcha);
  vi.restoreAllMocks();
  const w = window as Window & { grecaptcha?: unknown; __halvorsenRecaptchaLoading?: unknown };
  delete w.grecaptcha;
  delete w.__halvorsenRecaptchaLoading;
});

describe('test captcha (the embedded default)', () => {
  it('yields a test-pass token when ticked and null when unticked', () => {
    const tokens: Array<string | null> = [];
    render(<Captcha onTokenChange={(token) => tokens.push(token)} />);
    const box = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(/^test-pass-[0-9a-f]{24}$/);
    expect(tokens[1]).toBeNull();
  });

  it('reset() unticks it and clears the token', () => {
    const tokens: Array<string | null> = [];
    const handle = createRef<CaptchaHandle>();
    render(<Captcha ref={handle} onTokenChange={(token) => tokens.push(token)} />);
    const box = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(box);
    act(() => handle.current?.reset());
    expect(box.checked).toBe(false);
    expect(tokens.at(-1)).toBeNull();
  });

  it('shows the form error and points the checkbox at it', () => {
    render(<Captcha onTokenChange={() => {}} error="Please complete the captcha" tone="dark" />);
    const box = screen.getByLabelText("I'm not a robot");
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please complete the captcha');
  });

  it('makes fresh tokens with the prefix the API accepts', () => {
    expect(TEST_CAPTCHA_PREFIX).toBe('test-pass-');
    expect(newTestCaptchaToken()).not.toBe(newTestCaptchaToken());
  });
});

describe('reCAPTCHA (a site key in runtime config)', () => {
  it("renders Google's widget with the site key and passes its tokens on", async () => {
    withCaptcha({ kind: 'recaptcha', siteKey: 'site-key-1' });
    let callbacks: { callback: (t: string) => void; 'expired-callback': () => void } | undefined;
    const api = {
      render: vi.fn((_el: HTMLElement, params: { sitekey: string; theme?: string } & typeof callbacks) => {
        callbacks = params;
        return 7;
      }),
      reset: vi.fn(),
    };
    (window as Window & { grecaptcha?: unknown }).grecaptcha = api;
    const tokens: Array<string | null> = [];
    const handle = createRef<CaptchaHandle>();
    render(<Captcha ref={handle} onTokenChange={(token) => tokens.push(token)} tone="dark" />);
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1', theme: 'dark' });
    expect(screen.queryByLabelText("I'm not a robot")).toBeNull();

    act(() => callbacks?.callback('google-token'));
    act(() => callbacks?.['expired-callback']());
    act(() => handle.current?.reset());
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(tokens).toEqual(['google-token', null, null]);
  });

  it('says so when the script cannot be loaded', async () => {
    withCaptcha({ kind: 'recaptcha', siteKey: 'site-key-1' });
    // Keep the script off the network: take it instead of appending it, then fail it.
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as HTMLScriptElement);
      return node;
    });
    render(<Captcha onTokenChange={() => {}} />);
    await vi.waitFor(() => expect(appended).toHaveLength(1));
    expect(appended[0]?.src).toContain('https://www.google.com/recaptcha/api.js');
    act(() => appended[0]?.onerror?.(new Event('error')));
    expect(await screen.findByText('The captcha could not be loaded')).toBeTruthy();
  });
});
