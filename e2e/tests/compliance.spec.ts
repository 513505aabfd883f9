/**
 * Firearms compliance in a real browser (issue 30, docs/decisions/0026): a line the rules refuse
 * says which rule and why, on the line and in the restricted-items modal; the buyer's date of birth
 * is asked only when a line has an age class; an allowed line still goes through.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { fillCheckoutField, fillFflDealer, fillGuestBilling } from '../../scripts/lib/checkout-form.mjs';
import { goToCheckout } from '../support/journey';
import { expect, needsTestProvider, test } from '../support/shop';

/** Adds a product from its page, with an option chosen in one of its selects when given. */
async function addProduct(page: Page, slug: string, option?: { select: RegExp; label: string }) {
  await page.goto(`/product/${slug}`);
  const main = page.locator('#shop-main');
  if (option) await main.getByLabel(option.select).selectOption({ label: option.label });
  const add = main.getByRole('button', { name: /^add to cart$/i });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByTestId('notification')).toContainText('You added');
}

/** Born 19 years and a month ago: 19 whatever the day the test runs. */
function nineteenYearsAgo(): string {
  const now = new Date();
  const birth = new Date(Date.UTC(now.getUTCFullYear() - 19, now.getUTCMonth(), now.getUTCDate()) - 30 * 86_400_000);
  return birth.toISOString().slice(0, 10);
}

/** What the shopper sees at this width, scrolled to `subject` (a phone is 390 px wide, a desktop 1280). */
async function shoot(page: Page, info: TestInfo, name: string, width: number, subject?: Locator) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  if (subject) await subject.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
}

const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

test('a buyer shipping to California cannot buy a 17-round magazine and sees why', async ({ page }, info) => {
  await addProduct(page, 'sentinel-9-magazine', { select: /capacity/i, label: '17-Round' });
  await goToCheckout(page);
  // A magazine has no age class: the date of birth is not asked.
  await fillGuestBilling(page, { state: 'CA', city: 'Los Angeles', zip: '90012' });
  const why = 'California limits magazines to 10 rounds (Cal. Penal Code § 32310): this one holds 17';

  // On the line, as soon as the address is typed.
  await expect(summaryOf(page).getByText(why)).toBeVisible();
  await expect(summaryOf(page).getByRole('link', { name: 'Cal. Penal Code § 32310' })).toHaveAttribute(
    'href',
    /leginfo\.legislature\.ca\.gov/,
  );
  await expect(page.getByLabel(/^Date of birth/)).toHaveCount(0);

  // And in the restricted-items modal when the buyer tries to go on.
  await page.getByRole('button', { name: 'Next' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Restricted Items' });
  await expect(modal).toContainText('Sentinel 9 Magazine');
  await expect(modal).toContainText(why);
  await shoot(page, info, 'compliance-modal', 1280);
  await shoot(page, info, 'compliance-modal', 390);
  await modal.getByRole('button', { name: 'Update Address' }).click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/stepId=payment/);
  await page.getByRole('button', { name: /^Order summary/ }).click(); // the phone's summary opens
  await shoot(page, info, 'compliance-refused-line', 390, summaryOf(page).getByText(why));
  await shoot(page, info, 'compliance-refused-line', 1280, summaryOf(page).getByText(why));

  // Shipped to Montana instead, the same magazine goes on to payment.
  await fillCheckoutField(page, 'City', 'Bozeman');
  await fillCheckoutField(page, 'State', 'MT');
  await fillCheckoutField(page, 'Zip code', '59715');
  await expect(summaryOf(page).getByText(why)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/stepId=payment/);
});

test('a buyer born 19 years ago cannot buy handgun ammunition and sees why, while a rifle to an FFL dealer goes through', async ({
  page,
}, info) => {
  await needsTestProvider('payment'); // pays with the test gateway's card
  await addProduct(page, 'sentinel-9mm-ammunition');
  await addProduct(page, 'bridger-hr1');
  await goToCheckout(page);
  await fillGuestBilling(page, { state: 'MT', city: 'Bozeman', zip: '59715' });
  await fillFflDealer(page);

  // Both lines have an age class: the date of birth is asked, and required.
  const dateOfBirth = page.getByLabel(/^Date of birth/);
  await expect(dateOfBirth).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Enter your date of birth: an item in your cart has a minimum age').first(),
  ).toBeVisible();
  await dateOfBirth.fill(nineteenYearsAgo());
  await shoot(page, info, 'compliance-date-of-birth', 1280, dateOfBirth);
  await shoot(page, info, 'compliance-date-of-birth', 390, dateOfBirth);
  await page.setViewportSize({ width: 1280, height: 900 });

  const why = /minimum age of 21 for handgun ammunition .*: the buyer is 19$/;
  await expect(summaryOf(page).getByText(why)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Restricted Items' });
  await expect(modal).toContainText('Sentinel 9mm Range Ammunition');
  await expect(modal.getByText(why)).toBeVisible();
  // The rifle (18 and over) is not refused.
  await expect(modal).not.toContainText('Bridger HR-1');

  await modal.getByRole('button', { name: 'Remove Items' }).click();
  await expect(page.getByTestId('notification').first()).toContainText('restricted items have been removed');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await fillCheckoutField(page, 'Card number', '4111111111111111');
  await fillCheckoutField(page, 'Month', '12');
  await fillCheckoutField(page, 'Year', String(new Date().getFullYear() + 2));
  await fillCheckoutField(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/confirm\/\d+/, { timeout: 20_000 });
  const confirmation = page.locator('#shop-main [data-boundary="checkout"]');
  await expect(confirmation).toContainText('Bridger HR-1');
  await expect(confirmation).toContainText('Gallatin Valley Arms');
  await expect(confirmation).not.toContainText('Sentinel 9mm Range Ammunition');
});

test("the order's own refusal shows the same way: the server refuses what a forged pre-check let through", async ({
  page,
}) => {
  await needsTestProvider('payment'); // reaches Place Order with the test gateway's card
  // The browser's pre-check is made to allow everything: only the order transaction is left to refuse.
  await page.route('**/Compliance/evaluate', async (route) => {
    const body = route.request().postDataJSON() as { lines: Array<{ id?: string; sku: string }> };
    await route.fulfill({
      json: {
        ruleSetVersion: '2026-11',
        lines: body.lines.map((line) => ({ id: line.id ?? line.sku, allowed: true, refusals: [] })),
      },
    });
  });
  await addProduct(page, 'sentinel-9mm-ammunition');
  await goToCheckout(page);
  await fillGuestBilling(page, { state: 'MT', city: 'Bozeman', zip: '59715' });
  await expect(page.getByLabel(/^Date of birth/)).toHaveCount(0); // the forged answer asks for nothing
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await fillCheckoutField(page, 'Card number', '4111111111111111');
  await fillCheckoutField(page, 'Month', '12');
  await fillCheckoutField(page, 'Year', String(new Date().getFullYear() + 2));
  await fillCheckoutField(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const modal = page.getByRole('alertdialog', { name: 'Restricted Items' });
  await expect(modal).toContainText('Sentinel 9mm Range Ammunition');
  await expect(modal).toContainText(/^.*Enter your date of birth: Federal law sets a minimum age of 21/);
  await expect(modal.getByRole('link', { name: '18 U.S.C. § 922(b)(1)' })).toBeVisible();
  await expect(page).toHaveURL(/stepId=billing/);
});

test('a suppressor is refused where suppressors are banned; elsewhere it needs an SOT dealer and the order waits for ATF approval', async ({
  page,
}, info) => {
  await needsTestProvider('payment'); // pays with the test gateway's card
  await addProduct(page, 'absaroka-30-suppressor');
  await goToCheckout(page);

  // A Californian with a Californian dealer: California bans suppressors.
  await fillGuestBilling(page, { state: 'CA', city: 'Los Angeles', zip: '90012' });
  const californianDealer: Array<[string, string]> = [
    ['Dealer name', 'Spring Street Arms'],
    ['Dealer email', 'ffl@springstreetarms.example.com'],
    ['Dealer phone', '2135550188'],
    ['Dealer address', '300 N Spring St'],
    ['Dealer city', 'Los Angeles'],
    ['Dealer state', 'CA'],
    ['Dealer zip code', '90012'],
  ];
  for (const [label, value] of californianDealer) await fillCheckoutField(page, label, value);
  await page.getByLabel(/^Date of birth/).fill('1980-06-15'); // an NFA item has an age class (21)
  const banned = 'California bans suppressors (Cal. Penal Code § 33410)';
  await expect(summaryOf(page).getByText(banned)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const modal = page.getByRole('alertdialog', { name: 'Restricted Items' });
  await expect(modal).toContainText('Absaroka 30 Suppressor');
  await expect(modal).toContainText(banned);
  await shoot(page, info, 'compliance-suppressor-banned', 1280);
  await modal.getByRole('button', { name: 'Update Address' }).click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/stepId=payment/);

  // A dealer typed in by hand has no SOT status on record either.
  const needsSot = /only to an FFL dealer with Special Occupational Tax \(SOT\) status/;
  await expect(summaryOf(page).getByText(needsSot)).toBeVisible();

  // The buyer in Montana, with a Montana dealer: the ban is gone, but a dealer without SOT status
  // cannot receive it.
  await fillCheckoutField(page, 'City', 'Bozeman');
  await fillCheckoutField(page, 'State', 'MT');
  await fillCheckoutField(page, 'Zip code', '59715');
  const picker = page.locator('#shop-main [data-boundary="dealers"]');
  await expect(picker.getByRole('status')).toHaveText(/\d+ dealers? within 50 miles of 59715/);
  const dealerNamed = (name: string) => picker.getByRole('listitem').filter({ hasText: name });
  await dealerNamed('Bridger Range Sporting Goods').getByRole('button', { name: 'Choose this dealer' }).click();
  await expect(page.getByLabel(/^Dealer state/)).toHaveValue('MT');
  await expect(summaryOf(page).getByText(banned)).toHaveCount(0);
  await expect(summaryOf(page).getByText(needsSot)).toBeVisible();

  // The buyer picks a dealer marked SOT: the line is allowed.
  const sotDealer = dealerNamed('Gallatin Valley Outfitters');
  await expect(sotDealer).toContainText('SOT dealer: receives NFA items');
  await sotDealer.getByRole('button', { name: 'Choose this dealer' }).click();
  await expect(page.getByLabel(/^Dealer name/)).toHaveValue('Gallatin Valley Outfitters');
  if ((await page.getByLabel(/^Dealer email/).inputValue()) === '') {
    await fillCheckoutField(page, 'Dealer email', 'ffl@gallatinvalleyoutfitters.example.com');
  }
  await expect(summaryOf(page).getByText(needsSot)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await fillCheckoutField(page, 'Card number', '4111111111111111');
  await fillCheckoutField(page, 'Month', '12');
  await fillCheckoutField(page, 'Year', String(new Date().getFullYear() + 2));
  await fillCheckoutField(page, 'Security code', '123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/confirm\/\d+/, { timeout: 20_000 });
  const confirmation = page.locator('#shop-main [data-boundary="checkout"]');
  await expect(confirmation).toContainText('Absaroka 30 Suppressor');
  await expect(confirmation).toContainText('Gallatin Valley Outfitters');
  await expect(confirmation.getByText(/Order status: Awaiting ATF approval/)).toBeVisible();
  await shoot(page, info, 'compliance-awaiting-atf', 1280);
  await shoot(page, info, 'compliance-awaiting-atf', 390);
});
