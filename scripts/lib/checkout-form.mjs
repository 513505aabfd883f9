/**
 * The checkout form as the browser tests and tools fill it (the checkout, compliance and
 * accessibility specs, the screenshot tools): one way to find a field, one guest billing address and
 * one FFL dealer, so they cannot drift apart.
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

/**
 * Fills the billing step with `GUEST_BILLING` (it does not press Next); `place` moves the guest
 * to another state, city and zip.
 */
export async function fillGuestBilling(page, place = {}) {
  const moved = { State: place.state, City: place.city, 'Zip code': place.zip };
  for (const [label, value] of GUEST_BILLING) await fillCheckoutField(page, label, moved[label] ?? value);
}

/** The FFL dealer of the billing step's dealer section: a licensee in Bozeman, MT. */
export const FFL_DEALER = [
  ['Dealer name', 'Gallatin Valley Arms'],
  ['Dealer email', 'ffl@gallatinarms.com'],
  ['Dealer phone', '4065550199'],
  ['Dealer address', '400 Rouse Ave'],
  ['Dealer city', 'Bozeman'],
  ['Dealer state', 'MT'],
  ['Dealer zip code', '59715'],
];

/** Fills the dealer section with `FFL_DEALER`. */
export async function fillFflDealer(page) {
  for (const [label, value] of FFL_DEALER) await fillCheckoutField(page, label, value);
}
