import { screen, waitFor, within } from '@testing-library/react';
import { signInWanted } from 'shared-contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { announce, renderAt, resetEventBus } from './render';

beforeEach(() => {
  resetEventBus();
});

describe('authentication screens', () => {
  it.each([
    ['/login', 'Sign In'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/auth/reset-password?token=abc', 'Reset Password'],
    ['/verify-email?token=abc', 'Verify Email'],
  ])('%s shows the heading %s', (path, heading) => {
    announce({ status: 'anonymous' });
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const root = screen.getByRole('heading', { level: 1 }).closest('[data-boundary]');
    expect(root?.getAttribute('data-boundary')).toBe('account');
  });

  it('the login page links to registration and to forgot password', () => {
    announce({ status: 'anonymous' });
    renderAt('/login');
    expect(screen.getByRole('link', { name: /New to Halvorsen Arms\?/ }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText("I'm not a robot")).toBeTruthy();
  });

  it('a reset link without its token says so and cannot be submitted', () => {
    renderAt('/auth/reset-password');
    expect(screen.getByText(/missing its token/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Password' }).hasAttribute('disabled')).toBe(true);
  });

  it('the registration screen sends a signed-in visitor to the account area', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });
});

const profilePages: [string, string, string][] = [
  ['/profile', 'My Account', 'Sign in to manage your account'],
  ['/profile/details', 'My Account', 'Sign in to manage your account'],
  ['/profile/newsletter', 'Newsletter', 'Sign in to manage your newsletter subscription'],
  ['/profile/update-password', 'Change Password', 'Sign in to change your password'],
  ['/profile/address-book', 'Address Book', 'Sign in to manage your addresses'],
  ['/profile/address-book/new', 'Add New Address', 'Sign in to manage your addresses'],
  ['/profile/address-book/42', 'Edit Address', 'Sign in to manage your addresses'],
  ['/profile/orders', 'My Orders', 'Sign in to manage your orders'],
  ['/profile/orders/1001', 'Order 1001', 'Sign in to see the details of your order'],
  ['/profile/account-information', 'Edit Information', 'Sign in to edit your contact information'],
  ['/profile/my-reviews', 'My Reviews', 'Sign in to see your reviews'],
  ['/profile/my-products', 'My Products', 'Sign in to see your registered products'],
  ['/profile/discount-programs', 'Discount Programs', 'Sign in to see your discount programs'],
  ['/profile/pro-deal', 'Pro Deal', 'Sign in to apply for Pro Deal'],
];

describe('account area, signed in', () => {
  it.each(profilePages)('%s shows the heading %s beside the side nav', async (path, heading) => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    for (const entry of ['My Account', 'My Orders', 'Address Book', 'Discount Programs']) {
      expect(within(nav).getByRole('link', { name: entry })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('Signed in as ada@example.com')).toBeTruthy();
  });

  it.each(profilePages.filter(([path]) => !['/profile', '/profile/details'].includes(path)))(
    '%s has a Back link',
    async (path) => {
      announce({ status: 'authenticated', email: 'ada@example.com' });
      renderAt(path);
      expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
    },
  );

  it('Back from an order leads to the order history', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/profile/orders/1001');
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/profile/orders');
  });

  it('the side nav marks the section of the current page', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/profile/pro-deal');
    await screen.findByRole('heading', { level: 1, name: 'Pro Deal' });
    const nav = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'Discount Programs' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'My Orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('carries breadcrumbs from Home through the parent page to the current one', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/profile/orders/1001');
    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/profile/details');
    expect(crumbs.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/profile/orders');
    expect(crumbs.getByText('Order 1001').getAttribute('aria-current')).toBe('page');
  });

  it('Logout asks the shell to sign out', async () => {
    announce({ status: 'authenticated', email: 'ada@example.com' });
    renderAt('/profile/details');
    const { signOutRequested } = await import('shared-contracts');
    let asked = 0;
    const stop = signOutRequested.subscribe(() => {
      asked += 1;
    });
    screen.getByRole('button', { name: 'Logout' }).click();
    stop();
    expect(asked).toBe(1);
  });
});

describe('account area, signed out', () => {
  it.each(profilePages)('%s shows %s with a sign-in prompt instead of the content', async (path, heading, line) => {
    announce({ status: 'anonymous' });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('a guest is asked to sign in, with the page to come back to', async () => {
    announce({ status: 'guest', guestId: 'gid_123' });
    const wanted: { returnTo?: string }[] = [];
    const stop = signInWanted.subscribe((value) => wanted.push(value));
    renderAt('/profile/orders');
    await waitFor(() => expect(wanted).toEqual([{ returnTo: '/profile/orders' }]));
    stop();
  });

  it('before the shell has said who the visitor is, nobody is asked to sign in yet', () => {
    const wanted: unknown[] = [];
    const stop = signInWanted.subscribe((value) => wanted.push(value));
    renderAt('/profile/orders');
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    stop();
    expect(wanted).toEqual([]);
  });
});
