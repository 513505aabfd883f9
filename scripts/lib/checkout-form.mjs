/**
 * The checkout form as the browser tools fill it (the accessibility spec, the screenshot tools):
 * one way to find a field and one guest billing address, so the tools cannot drift apart.
 */

/** Fills a checkout field by its visible label (which may end in ' *' or ' (optional)'); a select takes the option. */
export async function fillCheckoutField(page, label, value) {
  const field = page.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`)).first();
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

/** The guest of the billing step: Ada Lovelace, in Bozeman, MT. */
export const GUEST_BILLING = [
  ['Email', 'ada@example.com'],
  ['First name', 'Ada'],
  ['Last name', 'Lovelace'],
  ['Phone', '4065550142'],
  ['Address', '12 Main St'],
  ['City', 'Bozeman'],
  ['State', 'MT'],
  ['Zip code', '59715'],
];

/** Fills the billing step with `GUEST_BILLING` (it does not press Next). */
export async function fillGuestBilling(page) {
  for (const [label, value] of GUEST_BILLING) await fillCheckoutField(page, label, value);
}
