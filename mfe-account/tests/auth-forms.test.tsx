import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { announce, renderAt, resetEventBus } from './render';

beforeEach(() => {
  resetEventBus();
  announce({ status: 'anonymous' });
});

function type(label: string, value: string) {
  const field = screen.getByLabelText(label);
  // `input` in a text field, as typing fires it, `change` on a select: onChange with either renderer.
  fireEvent[field instanceof HTMLSelectElement ? 'change' : 'input'](field, { target: { value } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('login form', () => {
  it('names every missing field', async () => {
    renderAt('/login');
    submit('Sign In');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please complete the captcha')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects an email address without a domain', async () => {
    renderAt('/login');
    type('Email', 'ada@example');
    submit('Sign In');
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
  });

  it("clears a field's error as soon as that field changes, and keeps the others", async () => {
    renderAt('/login');
    submit('Sign In');
    await screen.findByText('Email is required');
    type('Email', 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});

describe('register form', () => {
  it('requires first name, last name, email, both passwords and the captcha', async () => {
    renderAt('/register');
    submit('Create Account');
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
      'Please complete the captcha',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('needs a password of at least 8 characters and a matching confirmation', async () => {
    renderAt('/register');
    type('Password', 'short');
    type('Confirm Password', 'different');
    submit('Create Account');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('shows and hides the password', () => {
    renderAt('/register');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
  });
});

describe('password forms', () => {
  it('forgot password needs a valid email and the captcha', async () => {
    renderAt('/forgot-password');
    type('Email', 'not an email');
    submit('Send Reset Link');
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(screen.getByText('Please complete the captcha')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to sign in/ }).getAttribute('href')).toBe('/login');
  });

  it('reset password applies the length and match rules', async () => {
    renderAt('/auth/reset-password?token=abc');
    type('Password', 'seven77');
    type('Confirm Password', 'seven78');
    submit('Reset Password');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('update password requires all three fields', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/profile/update-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current Password is required')).toBeTruthy();
    expect(screen.getByText('New Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
  });
});
