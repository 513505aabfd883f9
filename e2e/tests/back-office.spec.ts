/**
 * The back office in a real browser (issue 29, "Done when"), against the composed shop: staffers of
 * each role made with the run's staff key, signed in with their authenticator (support/staff.ts),
 * orders placed by customers through the shop's API (support/customer-orders.ts).
 * - a fulfilment staffer verifies the receiving dealer of a firearm order and ships it with its
 *   serial and tracking; the customer sees the tracking in the account and in the e-mail;
 * - a support staffer adds a note but cannot refund: no button, and the API answers 403;
 * - an owner refunds part of one line with restock: the stock comes back, the e-mail arrives, and
 *   the audit log shows each step with its actor;
 * - a staffer who gave the password but no code reaches no staff screen and no staff endpoint.
 */
import type { Page } from '@playwright/test';
import { signIn } from '../support/account';
import { BIPOD, CAP, type Customer, placeOrder, RIFLE, registeredCustomer } from '../support/customer-orders';
import { SMALL_PDF } from '../support/dealers';
import { waitForMail } from '../support/outbox';
import { expect, needsTestProvider, newShopper, SHOP_API_URL, test } from '../support/shop';
import {
  bearerOf,
  givePassword,
  holdToken,
  needsStaffKey,
  newStaffer,
  nextCode,
  orderNumber,
  STAFF_SCREENS,
  screenPath,
  signedInStaffer,
  staffApi,
  withStaffKey,
} from '../support/staff';

/** The sign-in steps themselves: the pending token is the bearer of step two by design. */
const SIGN_IN_STEPS = new Set([
  '/staff/auth/sign-in',
  '/staff/auth/totp',
  '/staff/auth/totp/enrol',
  '/staff/auth/accept-invitation',
]);

/** Every staff endpoint the API describes (its OpenAPI document), path parameters filled in. */
async function staffEndpoints(): Promise<Array<{ method: string; path: string }>> {
  const response = await fetch(`${SHOP_API_URL}/docs/json`);
  expect(response.status, 'the OpenAPI document').toBe(200);
  const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/staff/') && !SIGN_IN_STEPS.has(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
    );
}

/** The order's detail screen, opened from the orders list by searching its number. */
async function openOrder(page: Page, orderId: number): Promise<void> {
  await page.goto('/staff/orders');
  const search = page.getByRole('search');
  await search.getByLabel('Search orders').fill(orderNumber(orderId));
  await search.getByRole('button', { name: 'Search' }).click();
  // By the keyboard: the link's first box is its visually hidden "Order " (absolutely placed), so
  // a pointer click aimed at that box lands on the cell (a person clicks the visible number).
  await page.getByRole('link', { name: `Order ${orderNumber(orderId)}`, exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeVisible();
}

/**
 * One customer for every journey of this file: each journey places its own order. Registrations
 * are limited to 10 an hour per client address, and the whole e2e run registers from one address.
 */
let customerOfThisFile: Promise<Customer> | undefined;
const theCustomer = () => {
  customerOfThisFile ??= registeredCustomer('back-office-buyer');
  return customerOfThisFile;
};

/** The order's status badge under its heading. */
const statusIs = (page: Page, status: string) =>
  expect(page.locator('#staff-content header').getByText(status, { exact: true })).toBeVisible();

/** A section of the order's detail, named by its h2. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

test('a fulfilment staffer verifies the dealer of a firearm order and ships it with its serial; the customer sees the tracking in the account and the e-mail; its disposition entry is superseded by a correction and both stay visible', async ({
  page,
  browser,
}) => {
  needsStaffKey();
  await needsTestProvider('payment');
  const customer = await theCustomer();
  const orderId = await placeOrder(customer, [[RIFLE.sku, 1]], { firearm: true });
  const staffer = await signedInStaffer(page, 'fulfilment');

  await openOrder(page, orderId);
  await statusIs(page, 'Awaiting FFL');
  // The dealer was typed in at checkout (no licence on file): the copy received is recorded.
  const licence = page.getByRole('form', { name: 'Record the licence copy received' });
  await licence.getByLabel('Licence copy').setInputFiles({
    name: 'gallatin-valley-arms-ffl.pdf',
    mimeType: 'application/pdf',
    buffer: SMALL_PDF,
  });
  await licence.getByLabel('Licence expiry').fill(inAYear());
  // Required: the disposition record of a firearm's shipment names the licence.
  await licence.getByLabel('FFL number').fill('1-23-456-78-9A-12345');
  await licence.getByRole('button', { name: 'Record licence' }).click();
  await statusIs(page, 'Ready to ship');

  const serial = `HA-BR-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const tracking = `1Z${Date.now()}`;
  await page.getByRole('button', { name: 'Create shipment' }).click();
  const shipment = page.getByRole('form', { name: 'New shipment' });
  await shipment.getByLabel(`Quantity to ship: ${RIFLE.name}`).fill('1');
  await shipment.getByLabel(`Serial number 1: ${RIFLE.name}`).fill(serial);
  await shipment.getByLabel('Carrier').selectOption('UPS');
  await shipment.getByLabel('Tracking number').fill(tracking);
  await shipment.getByRole('button', { name: 'Ship', exact: true }).click();
  await statusIs(page, 'Shipped');
  await expect(section(page, 'Shipments')).toContainText(tracking);
  await expect(section(page, 'Shipments')).toContainText(serial);
  // Each step on the timeline, with who took it.
  const timeline = page.getByRole('list', { name: 'Timeline' });
  for (const step of [
    'FFL verified (licence copy)',
    'Status: Awaiting FFL → Ready to ship',
    `Shipped with UPS, tracking ${tracking}`,
    'Status: Ready to ship → Shipped',
    'E-mail sent: shipment',
  ]) {
    await expect(timeline.getByRole('listitem').filter({ hasText: step }), step).toContainText(staffer.email);
  }

  const trackingPage = `https://www.ups.com/track?tracknum=${tracking}`;
  const mail = await waitForMail(customer.email, new RegExp(`order ${orderId} has shipped`));
  expect(mail.text).toContain(`UPS tracking number ${tracking}: ${trackingPage}`);
  expect(mail.text).toContain(`1 x ${RIFLE.name}`);

  const { context, page: account } = await newShopper(browser);
  await signIn(account, customer.email);
  await account.goto(`/profile/orders/${orderId}`);
  const shipments = account
    .locator('#shop-main section')
    .filter({ has: account.getByRole('heading', { name: 'Shipments' }) });
  await expect(shipments.getByRole('link', { name: tracking })).toHaveAttribute('href', trackingPage);
  await expect(account.locator('#shop-main')).toContainText('Order status: Shipped');
  await context.close();

  // Issue 30: the shipment wrote the rifle's disposition entry (its serial, the receiving licensee);
  // a correction is a new entry that supersedes it, and both stay in the record.
  await page.goto(`/staff/disposition?serial=${serial}`);
  const record = page.getByRole('table', { name: 'Disposition record' });
  const written = record.getByRole('row').filter({ hasText: serial }).filter({ hasText: '1-23-456-78-9A-12345' });
  await expect(written).toHaveCount(1);
  const entryId = Number((await written.getAttribute('id'))?.replace('disposition-entry-', ''));
  expect(entryId).toBeGreaterThan(0);
  await expect(written).toContainText(`Order ${orderNumber(orderId)}`);
  await page.getByRole('button', { name: `Correct entry ${entryId}` }).click();
  const correction = page.getByRole('form', { name: `Correct entry ${entryId}` });
  await correction.getByLabel(/^Reason for the correction/).fill('Calibre mistyped at shipment');
  await correction.getByLabel(/^Caliber or gauge/).fill('6.5 Creedmoor');
  await correction.getByRole('button', { name: 'Record correction' }).click();
  const original = page.locator(`#disposition-entry-${entryId}`);
  await expect(original).toContainText('Superseded');
  await expect(original).toContainText('Corrected by entry');
  const corrected = record.getByRole('row').filter({ hasText: `Corrects entry ${entryId}` });
  await expect(corrected).toHaveCount(1);
  await expect(corrected).toContainText('6.5 Creedmoor');
  await expect(corrected).toContainText(serial);
  // Both stay: the record still lists the first entry as it was written.
  await page.reload();
  await expect(page.locator(`#disposition-entry-${entryId}`)).toContainText(serial);
  await expect(record.getByRole('row').filter({ hasText: `Corrects entry ${entryId}` })).toHaveCount(1);
});

test('a support staffer adds a note but cannot refund: the button is not there and the API answers 403', async ({
  page,
}) => {
  needsStaffKey();
  await needsTestProvider('payment');
  const customer = await theCustomer();
  const orderId = await placeOrder(customer, [[CAP.sku, 1]]);
  const staffer = await signedInStaffer(page, 'support');

  await openOrder(page, orderId);
  const note = `Customer called about delivery ${Date.now()}`;
  const noteForm = page.getByRole('form', { name: 'Add an internal note' });
  await noteForm.getByLabel('Internal note').fill(note);
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  const notes = section(page, 'Notes');
  await expect(notes).toContainText(note);
  await expect(notes).toContainText(staffer.email);

  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue refund' })).toHaveCount(0);

  const token = await bearerOf(page);
  const refused = await staffApi(`/staff/orders/${orderId}/refunds`, {
    method: 'POST',
    token,
    body: { whole: true, reason: 'Support tries a refund' },
  });
  expect(refused.status).toBe(403);
  // The session itself is good: the note's endpoint answers it.
  const detail = await staffApi(`/staff/orders/${orderId}`, { token });
  expect(detail.status).toBe(200);
  expect(((await detail.json()) as { payment: { refunded: number } }).payment.refunded).toBe(0);
});

test('an owner refunds one line in part with restock: the stock comes back, the e-mail arrives, and the audit log shows each step with its actor', async ({
  page,
}) => {
  needsStaffKey();
  await needsTestProvider('payment');
  const customer = await theCustomer();
  const orderId = await placeOrder(customer, [
    [BIPOD.sku, 2],
    [CAP.sku, 1],
  ]);
  const owner = await signedInStaffer(page, 'owner');

  const stock = page.getByRole('table', { name: 'Stock per SKU' });
  const bipodRow = stock.getByRole('row').filter({ has: page.getByRole('cell', { name: BIPOD.sku, exact: true }) });
  const stockOnScreen = async (): Promise<number> => {
    await page.goto('/staff/inventory');
    const search = page.getByRole('search');
    await search.getByLabel('Search SKU or product').fill(BIPOD.sku);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=HA-BIP-RDG/);
    await expect(bipodRow).toHaveCount(1);
    return Number((await bipodRow.locator('td[data-label="On hand"]').textContent())?.trim());
  };
  const before = await stockOnScreen();

  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(`Refund quantity: ${BIPOD.name}`).fill('1');
  await refund.getByLabel('Return to stock').check();
  await refund.getByLabel('Reason').fill('Bipod returned unopened');
  await refund.getByRole('button', { name: 'Issue refund' }).click();
  await statusIs(page, 'Partially refunded');

  // The stock is back, on the screen and in the API.
  expect(await stockOnScreen()).toBe(before + 1);
  const { items } = await withStaffKey<{ items: Array<{ sku: string; qtyOnHand: number }> }>(
    `/staff/inventory?q=${BIPOD.sku}`,
  );
  expect(items.find((item) => item.sku === BIPOD.sku)?.qtyOnHand).toBe(before + 1);
  await bipodRow.getByRole('button', { name: `History ${BIPOD.sku}` }).click();
  const history = page.getByRole('table', { name: `Adjustments of ${BIPOD.sku}` });
  await expect(history.getByRole('row').filter({ hasText: `Order ${orderNumber(orderId)}` })).toContainText(
    new RegExp(`\\+1.*${before} → ${before + 1}.*Refund restock.*${owner.email}`),
  );

  const detail = await withStaffKey<{ items: Array<{ sku: string; unitPrice: number }> }>(`/staff/orders/${orderId}`);
  const price = detail.items.find((item) => item.sku === BIPOD.sku)?.unitPrice ?? 0;
  const mail = await waitForMail(customer.email, new RegExp(`order ${orderId}: .* refunded`));
  expect(mail.subject).toContain(`$${price.toFixed(2)} refunded`);
  expect(mail.text).toContain(`1 x ${BIPOD.name}`);

  // The audit log: the owner's own steps, and the order's refund, each with its actor. Counts are
  // asserted (they wait for the filtered list; the unfiltered one shows until it arrives).
  await page.goto('/staff/audit');
  const filters = page.getByRole('search');
  const log = page.getByRole('table', { name: 'Audit log' });
  const applyFilters = () => filters.getByRole('button', { name: 'Apply filters' }).click();
  const entry = (action: string, actor: string) =>
    log.getByRole('row').filter({ hasText: action }).filter({ hasText: actor });

  await filters.getByLabel('Actor').fill(owner.email);
  await applyFilters();
  await expect(log.locator('td[data-label="Actor"]').filter({ hasNotText: owner.email })).toHaveCount(0);
  for (const action of ['staff.password-set', 'staff.totp-enrolled', 'order.refunded']) {
    await expect(entry(action, owner.email), action).toHaveCount(1);
  }

  await filters.getByLabel('Actor').fill('');
  await filters.getByLabel('Object id').fill(owner.id);
  await applyFilters();
  await expect(log.locator('td[data-label="Object"]').filter({ hasNotText: owner.id })).toHaveCount(0);
  await expect(entry('staff.invited', 'service:cli')).toHaveCount(1);
  await expect(entry('staff.totp-enrolled', owner.email)).toHaveCount(1);

  await filters.getByLabel('Object id').fill(String(orderId));
  await applyFilters();
  await expect(log.locator('td[data-label="Object"]').filter({ hasNotText: String(orderId) })).toHaveCount(0);
  await expect(entry('order.refunded', owner.email)).toHaveCount(1);
});

test('a staffer who gave the password but no code reaches no staff screen, and the pending token opens no staff endpoint', async ({
  page,
}) => {
  needsStaffKey();
  // An owner: signed in, every screen would open.
  const staffer = await newStaffer(page, 'owner');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/staff/auth/sign-in') && response.request().method() === 'POST',
  );
  await givePassword(page, staffer);
  const step = (await (await answered).json()) as { secondFactor: string; token: string; otpauthUri: string };
  expect(step.secondFactor).toBe('enrol');
  await expect(page.getByRole('heading', { level: 1, name: 'Add your authenticator' })).toBeVisible();

  const screens = ['/staff', ...STAFF_SCREENS.map((screen) => screenPath(screen.path, 1))];
  const everyScreenAsksToSignIn = async () => {
    for (const path of screens) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/staff/sign-in\\?next=${encodeURIComponent(path)}(&|$)`));
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    }
  };
  // The code not given: no session was kept, every screen asks to sign in.
  await everyScreenAsksToSignIn();
  // Even with the pending token where the session's token lives: the API does not take it.
  await holdToken(page, step.token);
  await everyScreenAsksToSignIn();

  const endpoints = await staffEndpoints();
  expect(endpoints.length).toBeGreaterThan(20);
  const opened: string[] = [];
  for (const { method, path } of endpoints) {
    const response = await staffApi(path, {
      method,
      token: step.token,
      ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
    });
    if (response.status !== 401) opened.push(`${method} ${path}: ${response.status}`);
  }
  expect(opened, 'staff endpoints that did not answer 401 to the pending token').toEqual([]);

  // The token was live all along: its own next step, the code, opens a session.
  staffer.secret = new URL(step.otpauthUri).searchParams.get('secret') ?? '';
  const completed = await staffApi('/staff/auth/totp/enrol', {
    method: 'POST',
    token: step.token,
    body: { code: await nextCode(staffer) },
  });
  expect(completed.status).toBe(200);
  const { token } = (await completed.json()) as { token: string };
  expect((await staffApi('/staff/me', { token })).status).toBe(200);
});
