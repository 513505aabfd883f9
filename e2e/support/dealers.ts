/** Steps of the dealer journeys (locator, registration, staff decision) that specs and tools share. */
import type { Locator, Page } from '@playwright/test';
import { tickCaptcha } from './account';
import { expect, SHOP_API_URL } from './shop';

export const DEALER_PASSWORD = 'correct horse battery';
/** A tiny, valid PDF: what a dealer's FFL scan is to the API's byte check. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** /dealer-locator: search a zip within a radius and wait for the answer (list or empty state). */
export async function searchDealers(page: Page, zip: string, radius = 50): Promise<Locator> {
  if (!/\/dealer-locator/.test(page.url())) await page.goto('/dealer-locator');
  const main = page.locator('#shop-main');
  await main.getByLabel('Zip Code', { exact: true }).fill(zip);
  await main.getByLabel('Distance').selectOption(String(radius));
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(main.getByRole('status').filter({ hasText: `within ${radius} miles of ${zip}` })).toBeVisible();
  return main.getByRole('list', { name: 'Dealers, nearest first' }).getByRole('listitem');
}

/** The pins the map drew (one SVG circle per dealer). */
export function mapPins(page: Page): Locator {
  return page.locator('#shop-main .leaflet-overlay-pane path.dealer-pin');
}

export interface DealerApplicant {
  company: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export function newApplicant(tag = 'dealer'): DealerApplicant {
  const n = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    company: `Paradise Valley Arms ${n.slice(-6)}`,
    email: `${tag}-${n}@example.com`,
    // Sheridan, WY: far enough from Bozeman that test dealers stay out of the seeded showcase.
    street: '12 Main St',
    city: 'Sheridan',
    state: 'WY',
    zip: '82801',
  };
}

/** Fills /dealer-registration for an FFL holder with a small PDF (everything but captcha and submit). */
export async function fillDealerRegistration(page: Page, applicant: DealerApplicant): Promise<void> {
  const main = page.locator('#shop-main');
  const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));
  await field(main, 'Company').fill(applicant.company);
  await field(main, 'Website').fill('www.paradisevalleyarms.com');
  await field(main, 'Phone').fill('(406) 555-0177');
  await field(main, 'First Name').fill('Erik');
  await field(main, 'Last Name').fill('Halvorsen');
  await field(main, 'Email').fill(applicant.email);
  await main.getByLabel(/^Password/).fill(DEALER_PASSWORD);
  await field(main, 'Confirm Password').fill(DEALER_PASSWORD);
  const shipping = main.getByRole('group', { name: 'Shipping address' });
  await field(shipping, 'Street Address').fill(applicant.street);
  await field(shipping, 'City').fill(applicant.city);
  await field(shipping, 'State').selectOption(applicant.state);
  await field(shipping, 'Zip Code').fill(applicant.zip);
  const ffl = main.getByRole('group', { name: 'FFL / SOT' });
  await ffl.getByLabel('I hold an FFL / SOT').check();
  await field(ffl, 'FFL Number').fill('1-23-456-78-9A-12345');
  await field(ffl, 'FFL Document').setInputFiles({ name: 'ffl.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
}

export async function submitDealerRegistration(page: Page): Promise<void> {
  await tickCaptcha(page);
  await page.locator('#shop-main').getByRole('button', { name: 'Submit Application' }).click();
}

/** The staff decision path of the API under test (X-Staff-Key), as the staff CLI uses it. */
export async function staffCall<T>(staffKey: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${SHOP_API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-staff-key': staffKey },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<T>;
}
