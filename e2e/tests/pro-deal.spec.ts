/**
 * Pro Deal in a real browser: a PDF makes the application pending, a renamed executable is refused
 * by its bytes, the staff decision (the staff path with this run's key) approves it and the cart
 * shows the Pro Deal price.
 */
import { newEmail, register } from '../support/account';
import { addFromProductPage } from '../support/journey';
import { expect, needsTestProvider, SHOP_API_URL, test } from '../support/shop';

const STAFF_KEY = process.env.SHOP_STAFF_KEY;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

async function staff(path: string, body?: unknown) {
  const res = await fetch(`${SHOP_API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-staff-key': STAFF_KEY ?? '' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

test('Pro Deal: a PDF is pending, a renamed executable is refused, staff approval shows Approved and the Pro price', async ({
  page,
}) => {
  await needsTestProvider('captcha');
  test.skip(!STAFF_KEY, 'needs the staff key of the shop under test (SHOP_STAFF_KEY)');
  const email = newEmail('pro');
  await register(page, email);

  // The bipod lists at $219.00 and sells to everyone at $197.10 (10 % off).
  await addFromProductPage(page, 'ridgeline-bipod');
  await page.getByTestId('cart-button').click();
  await expect(
    page
      .getByRole('dialog', { name: /your cart/i })
      .getByText('$197.10')
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile/discount-programs');
  await expect(page.getByText('You are not enrolled in Pro Deal.')).toBeVisible();
  await page.getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/profile\/pro-deal$/);

  const input = page.getByLabel('Supporting documents');
  await input.setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: EXE });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('"letter.pdf" is not a PNG, JPG, TIFF or PDF document');

  await input.setInputFiles({ name: 'badge.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/profile\/discount-programs$/);
  await expect(page.getByText('Your Pro Deal application is pending verification.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reapply' })).toBeVisible();

  const { applications } = (await staff('/staff/registrations/prodeal')) as {
    applications: { id: string; email: string }[];
  };
  const mine = applications.find((row) => row.email === email);
  expect(mine).toBeTruthy();
  await staff(`/staff/registrations/prodeal/${mine?.id}/decision`, { decision: 'approve' });

  await page.reload();
  await expect(page.getByText('You are enrolled in Pro Deal: your cart shows Pro Deal prices.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Apply|Reapply/ })).toHaveCount(0);

  // The server prices the cart at the Pro Deal tier: 20 % off the $219.00 list price.
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /your cart/i });
  await expect(drawer.getByText('$175.20').first()).toBeVisible();
});
