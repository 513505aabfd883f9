import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Captcha, type CaptchaHandle } from 'shared-kit/captcha';
import { describe, expect, it } from 'vitest';
import NewsletterSignup from '../src/fragments/NewsletterSignup';

describe('STAY UPDATED newsletter signup (fragment)', () => {
  it('in the footer lends only the form (the band has the heading), inside the account boundary', () => {
    render(<NewsletterSignup variant="footer" />);
    const form = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(form.closest('[data-boundary]')?.getAttribute('data-boundary')).toBe('account');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByLabelText("I'm not a robot")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('on a page brings its own STAY UPDATED heading (and needs no router around it)', () => {
    render(<NewsletterSignup variant="page" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Stay Updated' });
    expect(heading.closest('section')?.getAttribute('data-boundary')).toBe('account');
  });

  it('lets a page host choose its heading, its line of copy and a dark band', () => {
    render(
      <NewsletterSignup
        variant="page"
        heading="Stay Informed"
        lead="Be the first to hear when the next limited edition opens."
        tone="dark"
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Stay Informed' });
    const band = heading.closest('section');
    expect(band?.getAttribute('data-tone')).toBe('dark');
    expect(screen.getByText('Be the first to hear when the next limited edition opens.')).toBeTruthy();
    expect(screen.queryByText('Stay Updated')).toBeNull();
  });

  it('sits dark in the footer and light on a page unless the host says otherwise', () => {
    const { unmount } = render(<NewsletterSignup variant="footer" />);
    const footerForm = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(footerForm.closest('[data-boundary]')?.getAttribute('data-tone')).toBe('dark');
    unmount();
    render(<NewsletterSignup variant="page" />);
    const pageForm = screen.getByRole('form', { name: 'Newsletter signup' });
    expect(pageForm.closest('[data-boundary]')?.getAttribute('data-tone')).toBe('light');
  });

  it('asks for an email and the captcha', async () => {
    render(<NewsletterSignup />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    expect(screen.getByText('Please complete the captcha')).toBeTruthy();
  });

  it('rejects an invalid email address', async () => {
    render(<NewsletterSignup />);
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'ada at example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address must be a valid email address')).toBeTruthy();
  });

  it('a solved captcha clears its error and the email error stays until the email changes', async () => {
    render(<NewsletterSignup />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Please complete the captcha');
    fireEvent.click(screen.getByLabelText("I'm not a robot"));
    expect(screen.queryByText('Please complete the captcha')).toBeNull();
    expect(screen.getByText('Email address is required')).toBeTruthy();
  });
});

// The kit's captcha, as every account form uses it (runtime config: the embedded test captcha).
describe('test captcha', () => {
  it('gives a test-pass- token when ticked, none when unticked, and forgets it on reset', () => {
    const tokens: (string | null)[] = [];
    const handle = createRef<CaptchaHandle>();
    render(<Captcha ref={handle} onTokenChange={(t) => tokens.push(t)} />);
    const box = screen.getByLabelText("I'm not a robot") as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.click(box);
    fireEvent.click(box);
    act(() => handle.current?.reset());
    expect(tokens[0]).toMatch(/^test-pass-[0-9a-f]{24}$/);
    expect(tokens[1]).toBeNull();
    expect(tokens[2]).toMatch(/^test-pass-/);
    expect(tokens[2]).not.toBe(tokens[0]);
    expect(tokens[3]).toBeNull();
    expect(box.checked).toBe(false);
  });
});
