/**
 * The signed-in customer across the shell, account, catalog and checkout remotes, on the real API
 * and database, following the links of the mails in the outbox as a customer would.
 */
import type { Page } from '@playwright/test';
import { newEmail, PASSWORD, register, signIn, signOut, tickCaptcha } from '../support/account';
import { addFromProductPage, goToCheckout } from '../support/journey';
import { shopLinkIn, waitForMail } from '../support/outbox';
import { expect, needsTestProvider, test } from '../support/shop';

async function fill(page: Page, label: string, value: string) {
  const field = page.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`)).first();
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

async function pay(page: Page) {
  await fill(page, 'Card number', '4111111111111111');
  await fill(page, 'Month', '12');
  await fill(page, 'Year', String(new Date().getFullYear() + 2));
  await fill(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/confirm\//);
}

test.beforeEach(async () => {
  await needsTestProvider('captcha');
});

test('a guest registers, verifies, keeps the cart through sign-out and sign-in, checks out prefilled and finds the order', async ({
  page,
}) => {
  await needsTestProvider('payment');
  const email = newEmail('journey');
  // A guest with an item registers: the guest cart becomes the customer's.
  await addFromProductPage(page, 'ridgeline-bipod');
  await register(page, email);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The registration e-mail's link verifies the address.
  const welcome = await waitForMail(email, /verify your email/i);
  await page.goto(shopLinkIn(welcome, /^\/verify-email$/));
  await expect(page.getByTestId('notification')).toContainText('Registration verified successfully');
  await page.goto('/profile/details');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // A saved address becomes both defaults.
  await page.goto('/profile/address-book/new');
  await page.getByLabel(/^Address Name/).fill('Ranch');
  await page.getByLabel(/^Phone$/).fill('406-555-0142');
  await page.getByLabel(/^Street Address$/).fill('12 Main St');
  await page.getByLabel(/^City/).fill('Bozeman');
  await page.getByLabel('State').selectOption('MT');
  await page.getByLabel(/^Zip/).fill('59715');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('region', { name: 'Default Shipping Address' })).toContainText('12 Main St');

  // Signed out, a guest again adds another item; signing in merges it into the customer's cart.
  await signOut(page);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await addFromProductPage(page, 'logo-cap');
  await signIn(page, email);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Checkout: the account e-mail is fixed, the default addresses fill the form.
  await goToCheckout(page);
  await expect(page.getByLabel(/^Email/).first()).toHaveValue(email);
  await expect(page.getByLabel(/^First name/).first()).toHaveValue('Ada');
  await expect(page.getByLabel(/^Address/).first()).toHaveValue('12 Main St');
  await expect(page.getByLabel(/^Zip code/).first()).toHaveValue('59715');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await pay(page);
  const orderId = page.url().split('/confirm/')[1]?.split(/[?#]/)[0] ?? '';
  expect(orderId).toMatch(/^\d+$/);

  // The order is the customer's: in the history and its details.
  await page.goto('/profile/orders');
  await page
    .getByRole('link', { name: `#${orderId}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ridgeline Precision Bipod/ })).toBeVisible();
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
});

test('forgot password: the outbox link resets it, the new password signs in and the old session is refused', async ({
  page,
  browser,
}) => {
  const email = newEmail('reset');
  await register(page, email);
  await page.goto('/profile/details');
  await expect(page.getByText('Ada Lund')).toBeVisible();

  // Somewhere else, the customer asks for a reset link and follows it.
  const elsewhere = await browser.newContext();
  await elsewhere.addInitScript(() =>
    window.localStorage.setItem('shop.analyticsConsent', JSON.stringify({ value: 'declined', at: Date.now() })),
  );
  const other = await elsewhere.newPage();
  await other.goto('/forgot-password');
  await other.getByLabel('Email').fill(email);
  await tickCaptcha(other);
  await other.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(other).toHaveURL(/\/login$/);
  const mail = await waitForMail(email, /reset your password/i);
  await other.goto(shopLinkIn(mail, /^\/auth\/reset-password$/));
  const newPassword = `${PASSWORD} anew`;
  await other.getByLabel('Password', { exact: true }).fill(newPassword);
  await other.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await tickCaptcha(other);
  await other.getByRole('button', { name: 'Reset Password' }).click();
  await expect(other.getByTestId('notification')).toContainText('Password reset successfully');
  await expect(other).toHaveURL(/\/login$/);
  await signIn(other, email, newPassword);
  await elsewhere.close();

  // The session that was open before the reset is over: its next profile call signs it out.
  await page.reload();
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  await expect(page.getByText('Ada Lund')).toHaveCount(0);

  // And the old password no longer works.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tickCaptcha(page);
  // Exact: the toast that says the old session ended ("…please sign in again") is a button too.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // 000 section 8: the failure speaks through the shared banner.
  await expect(page.getByTestId('notification')).toContainText('Error: Invalid email or password');
});

test('the newsletter needs the confirmation link, and the unsubscribe link stops it', async ({ page }) => {
  const email = newEmail('news');
  await register(page, email);
  await page.goto('/profile/newsletter');
  await page.getByLabel('Subscribe to the Halvorsen Arms newsletter').check();
  await tickCaptcha(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Waiting for you to confirm/)).toBeVisible();

  const mail = await waitForMail(email, /confirm your newsletter/i);
  await page.goto(shopLinkIn(mail, /^\/Newsletter\/verify\//));
  await expect(page.getByTestId('notification')).toContainText('Your newsletter subscription is confirmed');
  await page.goto('/profile/details');
  await expect(page.getByText('You are subscribed to the Halvorsen Arms newsletter.')).toBeVisible();

  await page.goto(shopLinkIn(mail, /^\/Newsletter\/unsubscribe\//));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You have been unsubscribed from the newsletter')).toBeVisible();
  await page.goto('/profile/details');
  await expect(page.getByText('You are not subscribed to our newsletter.')).toBeVisible();
});
